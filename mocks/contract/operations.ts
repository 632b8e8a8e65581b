// The operations of the registry's backend, apart from the document's builder and the route check,
// so what loads them (respond()'s answer check, in the page) does not load the handlers too.
import { apiContractOf } from '@/types/api/operations';
import type { ApiOperation } from '@/types/api/openapi/operation';
import { RESOURCES, type ServerResource } from '../resources';

// Built once for the registry's list: respond() checks every canned answer against them.
let registry: readonly ApiOperation[] | undefined;

/** Every operation of a backend with these image resources (the registry's by default), in the parts' order. */
export const apiOperations = (resources: readonly ServerResource[] = RESOURCES): readonly ApiOperation[] =>
  resources === RESOURCES ? (registry ??= apiContractOf(RESOURCES).operations) : apiContractOf(resources).operations;
