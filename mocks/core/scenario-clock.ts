import { delay } from 'msw';

/** How a host waits out the slow scenario and ?latency= by default. An object so tests can observe (or skip) the wait. */
export const scenarioClock = {
  wait: (ms: number): Promise<void> => delay(ms),
};
