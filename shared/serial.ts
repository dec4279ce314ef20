/**
 * Runs async operations one after another. A Durable Object already serializes calls around
 * storage reads, but not around other awaits; chaining read-modify-write operations here makes
 * "exactly one poll gets the key" hold on any storage, including the in-memory one of tests.
 */
export type Serial = <T>(operation: () => Promise<T>) => Promise<T>;

export function createSerial(): Serial {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(operation: () => Promise<T>): Promise<T> => {
    const run = tail.then(operation, operation);
    tail = run.catch(() => undefined);
    return run;
  };
}
