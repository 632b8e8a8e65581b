// Locks for the mock db's read-modify-writes. A lock is a function that runs a task while it holds
// the lock of a name: tasks under one name run one after another, whatever their outcome.

export type Lock = <R>(name: string, task: () => Promise<R>) => Promise<R>;

/** Serialises tasks inside this tab only: enough for storage no other tab can see (memory). */
export function createTabLock(): Lock {
  const tails = new Map<string, Promise<unknown>>();
  return <R>(name: string, task: () => Promise<R>): Promise<R> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    tails.set(name, tail);
    // Forget a name once its queue is empty, so the map does not grow with every key ever locked.
    void tail.then(() => {
      if (tails.get(name) === tail) tails.delete(name);
    });
    return run;
  };
}

/**
 * Serialises tasks across every tab and worker of the origin (Web Locks API), for storage they all
 * share (IndexedDB). Names are prefixed so two databases never wait on each other. Without the API
 * (old browsers, Node) only this tab's tasks can be serialised.
 */
export function createSharedLock(prefix: string): Lock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return createTabLock();
  return async <R>(name: string, task: () => Promise<R>): Promise<R> => await locks.request(`${prefix}:${name}`, task);
}
