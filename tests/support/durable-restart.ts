/**
 * Restarting a Durable Object inside the workerd test runtime, proven rather than assumed.
 *
 * The object is told to abort (`ctx.abort()`: its in-memory state is dropped and calls in flight
 * fail), and the restart is then checked: a mark put on the live instance before must be gone from
 * the instance that answers after. A restart that did not happen (the abort call failed for another
 * reason, or the runtime kept the instance) fails the test instead of passing silently.
 *
 * `@cloudflare/vitest-pool-workers` 0.15.1, the release built on the wrangler 4.86 / miniflare
 * 4.20260426 pair that `npm run dev` and deploy use, has no `evictDurableObject`; an abort is the
 * one way it offers to make an object lose its memory, so crash and eviction tests both use it.
 * For what these tests check (what survives in storage, what is forgotten in memory) the two are
 * the same event; an abort is the harsher one, since calls in flight fail too.
 */
import { runInDurableObject } from "cloudflare:test";

const MEMORY_MARK = Symbol.for("svc.test.memory-mark");
type Marked = { [MEMORY_MARK]?: string };

/**
 * Aborts the object that `open` reaches and resolves once a fresh instance (one without the mark
 * the old one carried) answers; rejects if the object kept its memory or the abort failed
 * otherwise. `open` makes a new stub each time: a stub that saw the abort stays broken, as in
 * production, where callers open a stub per call.
 */
export async function restartObject(open: () => DurableObjectStub, reason = "restart test"): Promise<void> {
  const mark = crypto.randomUUID();
  await runInDurableObject(open(), (instance) => {
    (instance as Marked)[MEMORY_MARK] = mark;
  });
  try {
    await runInDurableObject(open(), (_instance, state) => state.abort(reason));
  } catch (err) {
    // The abort is reported to the caller that asked for it; anything else is a real failure.
    if (!String(err).includes(reason)) throw err;
  }
  const after = await runInDurableObject(open(), (instance) => (instance as Marked)[MEMORY_MARK]);
  if (after === mark) throw new Error(`the object kept its memory: "${reason}" did not restart it`);
}
