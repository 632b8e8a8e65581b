export declare const browserOptions: {
  browserName: 'chromium';
  launchOptions: { executablePath: string; args: string[] };
  trace: 'retain-on-failure';
};
