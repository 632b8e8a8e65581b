// One request at a time through a backend in the browser (the service worker's, the page's): a
// multi-step write never interleaves with another, and the atomic store's one open batch
// (db/atomic-storage.ts) is only ever one request's. In the worker each write is also announced for
// the page that made it (the db's writing page). A request that waits (the slow scenario, ?latency=)
// lets the others run meanwhile and takes its turn back afterwards, its own context restored.

export interface Serial {
  /** Runs `work` once every request before it has finished or is waiting. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** From inside `run`: lets others run while `wait` settles, then resumes with `restore()`. */
  pause(wait: () => Promise<void>): Promise<void>;
}

/** `capture` returns what puts the running request's context back after a pause. */
export function createSerial(capture: () => () => void): Serial {
  let tail: Promise<void> = Promise.resolve();
  let release: (() => void) | null = null;

  /** Resolves with the release function once every earlier holder has released. */
  function acquire(): Promise<() => void> {
    let done!: () => void;
    const turn = new Promise<void>((resolve) => {
      done = resolve;
    });
    const ready = tail.then(() => done);
    tail = tail.then(() => turn);
    return ready;
  }

  return {
    async run(work) {
      release = await acquire();
      try {
        return await work();
      } finally {
        const own = release;
        release = null;
        own?.();
      }
    },
    async pause(wait) {
      const restore = capture();
      const own = release;
      release = null;
      own?.();
      try {
        await wait();
      } finally {
        release = await acquire();
        restore();
      }
    },
  };
}
