import { describe, expect, it } from 'vitest';
import { z } from 'zod';

describe("'zod' (src/lib/zod.ts)", () => {
  it('checks without compiling, so the Content-Security-Policy never sees an eval', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ name: z.string() }).parse({ name: 'Hope' })).toEqual({ name: 'Hope' });
  });
});
