/**
 * Request coalescing within one isolate: while a producer for `key` is running, later callers
 * with the same key wait for its result instead of starting their own upstream fetch. Only
 * concurrent calls share; once settled (success or failure) the key is free again.
 *
 * Share plain data only (strings, parsed JSON): workerd ties I/O objects such as a Response body
 * to the request that created them, so another request could not read them.
 *
 * @example const page = await coalesce(`md:${key}`, () => fetchAndConvert(url));
 */
const inFlight = new Map<string, Promise<unknown>>();

export function coalesce<T>(key: string, produce: () => Promise<T>): Promise<T> {
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const started = (async () => {
    try {
      return await produce();
    } finally {
      inFlight.delete(key);
    }
  })();
  inFlight.set(key, started);
  return started;
}

/** How many producers are running (for tests and diagnostics). */
export const inFlightCount = (): number => inFlight.size;
