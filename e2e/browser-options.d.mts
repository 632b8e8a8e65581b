export declare const browserOptions: {
  browserName: 'chromium';
  launchOptions: { executablePath: string; args: string[] };
  trace: 'retain-on-failure';
};

export declare function sharedConfig(
  baseURL: string,
  limits: { timeout: number; expectTimeout: number },
): {
  testDir: string;
  retries: number;
  timeout: number;
  expect: { timeout: number };
  reporter: [['list']];
  use: typeof browserOptions & { baseURL: string };
};
