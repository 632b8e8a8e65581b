// Every `import { z } from 'zod'` resolves here (vite.config.ts). zod compiles object checks with
// `new Function` where it may, and its probe for that is reported as a Content-Security-Policy
// violation even though zod catches the refusal: the built pages forbid eval (build/csp-policy.ts),
// so zod is told up front, before any schema is built, to check without compiling.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
