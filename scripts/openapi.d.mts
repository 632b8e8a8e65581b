import type { OpenApiDocument } from '../src/types/api/openapi/document';

export declare function packageVersion(): string;
export declare function openApiProblems(document: object, drift: { kind: string; route: string }[]): Promise<string[]>;
export declare function generateOpenApi(options?: { base?: string; version?: string }): Promise<{ document: OpenApiDocument; problems: string[] }>;
