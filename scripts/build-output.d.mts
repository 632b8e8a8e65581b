export declare const BUILD_DIR: string;
export declare function readBackendEnv(dir?: string): { apiBaseUrl: string; mocks: boolean; host: 'worker' | 'page' };
