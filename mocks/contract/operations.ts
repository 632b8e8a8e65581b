// The operations of the registry's backend, apart from the document's builder and the route check,
// so what loads them (respond()'s answer check, in the page) does not load the handlers too.
import { apiContractOf } from '@/types/api/operations';
import { RESOURCES, type ServerResource } from '../resources';

/** Every operation of a backend with these image resources (the registry's by default), in the parts' order. */
export const apiOperations = (resources: readonly ServerResource[] = RESOURCES) => apiContractOf(resources).operations;
