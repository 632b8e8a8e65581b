// The browser backends' request queue: one at a time, and a waiting request lets the others through.
import { describe, expect, it } from 'vitest';
import { createSerial } from './serial';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe('createSerial', () => {
  it('never runs two works at once', async () => {
    const serial = createSerial(() => () => undefined);
    let running = 0;
    let most = 0;
    let count = 0;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        serial.run(async () => {
          running += 1;
          most = Math.max(most, running);
          const seen = count;
          await tick();
          count = seen + 1;
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(count).toBe(20);
  });

  it('lets others run during a pause, then restores the paused context', async () => {
    let context = 'none';
    const serial = createSerial(() => {
      const saved = context;
      return () => {
        context = saved;
      };
    });
    const order: string[] = [];
    const slow = serial.run(async () => {
      context = 'slow';
      order.push('slow starts');
      await serial.pause(() => new Promise((resolve) => setTimeout(resolve, 30)));
      order.push(`slow resumes as ${context}`);
    });
    const quick = serial.run(async () => {
      context = 'quick';
      order.push('quick runs');
    });
    await Promise.all([slow, quick]);
    expect(order).toEqual(['slow starts', 'quick runs', 'slow resumes as slow']);
  });
});
