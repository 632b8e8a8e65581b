// The operation registry: one entry per route of the mock backend, by part of the API, in the
// parts' order (../parts.ts); mocks/contract/route-check.ts keeps the operations and routes in step.
// The image resources' share comes from the backend's registry (mocks/resources), passed in.
import type { z } from 'zod';
import { demoContract } from '../demo';
import type { ApiOperation } from '../openapi/operation';
import { API_PARTS, type ApiPart } from '../parts';
import { adminOperations } from './admins';
import { contactFormOperations } from './contact-forms';
import { demoOperations } from './demo';
import { donationReportOperations } from './donation-report';
import { donationOperations } from './donations';
import { eventOperations } from './events';
import { resourceOperations, type DocumentedResource } from './resource';
import { settingsOperations } from './settings';
import { uploadOperations } from './uploads';
import { volunteerOperations } from './volunteers';

export interface ApiContract {
  /** Every operation, in the parts' order. */
  operations: readonly ApiOperation[];
  /** What the document names beside namedSchemas (../openapi/components.ts): the resources' records and the demo export. */
  schemas: Readonly<Record<string, z.ZodType>>;
  /** The resources' tags and what they group. */
  tags: Readonly<Record<string, string>>;
}

/** The contract of a backend with these image resources. */
export function apiContractOf(resources: readonly DocumentedResource[]): ApiContract {
  const demo = demoContract(resources);
  const operations = {
    admins: adminOperations,
    'image-resources': resources.flatMap(resourceOperations),
    donations: donationOperations,
    'donation-report': donationReportOperations,
    'contact-forms': contactFormOperations,
    volunteers: volunteerOperations,
    events: eventOperations,
    settings: settingsOperations,
    uploads: uploadOperations,
    demo: demoOperations(demo),
  } satisfies Record<ApiPart, readonly ApiOperation[]>;
  return {
    operations: API_PARTS.flatMap((part) => operations[part]),
    schemas: { ...Object.fromEntries(resources.map(({ api, docs }) => [docs.schemaName, api.schema])), DemoExport: demo.exportSchema },
    tags: Object.fromEntries(resources.map(({ docs }) => [docs.tag, docs.tagDescription])),
  };
}

/** Every operation of a backend with these image resources, in the parts' order. */
export const apiOperationsOf = (resources: readonly DocumentedResource[]) => apiContractOf(resources).operations;
