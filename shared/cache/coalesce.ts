/**
 * Request coalescing within one isolate: while a producer for `key` is running, later callers
 * with the same key wait for its result instead of starting their own upstream fetch. Only
 * concurrent calls share; once settled (success or failure) the key is free again.
 *
 * Share plain data only (strings, parsed JSON): workerd ties I/O objects such as a Response body
 * to the request that created them, so another request could not read them.
 *
 * Sharing is bounded in time (`shareMs`, default 10 s from the producer's start): the producer runs
 * in the request that started it, and if the runtime cancels that request (its caller gave up or
 * disconnected) the producer never settles. Without the bound every later caller of the key joined
 * that dead producer and waited forever (the soak bench: after one news read was abandoned, every
 * read of the same key hung until the api's deadline). After `shareMs` a waiter, and any new
 * caller, starts a producer of its own, which replaces the stale one.
 *
 * @example const page = await coalesce(`md:${key}`, () => fetchAndConvert(url));
 */
export const COALESCE_SHARE_MS = 10_000;

interface Running {
  promise: Promise<unknown>;
  startedAt: number;
}

const inFlight = new Map<string, Running>();

export function coalesce<T>(key: string, produce: () => Promise<T>, shareMs = COALESCE_SHARE_MS): Promise<T> {
  const running = inFlight.get(key);
  if (running) {
    const left = running.startedAt + shareMs - Date.now();
    if (left > 0) return joinWithin(running.promise as Promise<T>, left, () => coalesce(key, produce, shareMs));
  }
  const entry: Running = { startedAt: Date.now(), promise: Promise.resolve() };
  entry.promise = (async () => {
    try {
      return await produce();
    } finally {
      if (inFlight.get(key) === entry) inFlight.delete(key);
    }
  })();
  inFlight.set(key, entry);
  return entry.promise as Promise<T>;
}

/** `shared`'s outcome if it settles within `ms`; otherwise `fallback()`'s. */
function joinWithin<T>(shared: Promise<T>, ms: number, fallback: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => fallback().then(resolve, reject), ms);
    shared.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/** How many producers are running (for tests and diagnostics). */
export const inFlightCount = (): number => inFlight.size;
