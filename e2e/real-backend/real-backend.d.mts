export declare const REAL_BACKEND: {
  dir: string;
  base: string;
  apiPort: number;
  appPort: number;
  apiOrigin: string;
  appUrl: string;
};
