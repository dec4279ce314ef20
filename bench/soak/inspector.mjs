/**
 * The runtime's V8 inspector, as the memory and profile benches use it: workerd lists one target
 * per isolate at `http://127.0.0.1:<port>/json` (our workers are `core:user:<name>`, Miniflare's
 * own are the rest), and each speaks the Chrome DevTools Protocol over a WebSocket.
 */
import { createRequire } from "node:module";

const WebSocket = createRequire(import.meta.url)("ws");

/** The inspector's targets, asked again every 2 s until it answers (the stack may be starting). */
export async function inspectorTargets(port, { waitMs = 60_000 } = {}) {
  const giveUpAt = Date.now() + waitMs;
  for (;;) {
    try {
      return await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    } catch (error) {
      if (Date.now() > giveUpAt) throw new Error(`no inspector on port ${port}: ${error}`);
      await new Promise((r) => setTimeout(r, 2_000));
    }
  }
}

/**
 * A CDP session with one target: `send(method, params)` resolves with the result, rejects with
 * the protocol's error, or with a timeout after `timeoutMs` (an isolate busy in a long task).
 */
export async function connectTarget(target, { timeoutMs = 30_000 } = {}) {
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  let seq = 0;
  const pending = new Map();
  ws.on("message", (raw) => {
    const msg = JSON.parse(raw.toString());
    const waiting = pending.get(msg.id);
    if (!waiting) return;
    pending.delete(msg.id);
    if (msg.error) waiting.reject(new Error(`${target.title}: ${JSON.stringify(msg.error)}`));
    else waiting.resolve(msg.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      const timer = setTimeout(() => pending.delete(id) && reject(new Error(`${target.title}: ${method} timed out`)), timeoutMs);
      pending.set(id, { resolve: (v) => (clearTimeout(timer), resolve(v)), reject: (e) => (clearTimeout(timer), reject(e)) });
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { name: (target.title ?? target.id).replace(/^workerd: worker /, ""), send, close: () => ws.close() };
}

/** Sessions with our workers' isolates (`core:user:*`), or with every target given `all`. */
export async function connectIsolates(port, { all = false } = {}) {
  const targets = (await inspectorTargets(port)).filter((t) => all || /core:user:/.test(t.title ?? ""));
  return Promise.all(targets.map((t) => connectTarget(t)));
}

/**
 * Each isolate's reachable JS heap in MB: a full collection first (`HeapProfiler.collectGarbage`),
 * so the figure is what the worker still holds, not garbage V8 has not collected yet.
 *
 * workerd runs an isolate's inspector commands that need its lock (a collection does) only when
 * the isolate next takes the lock for an event: an idle isolate leaves them waiting. So every
 * collection is asked for first, then `poke()` sends the requests that reach the isolates the
 * caller cares about, and an isolate whose collection is still waiting `waitMs` later is reported
 * as `null` (idle: nothing reached it, so nothing it holds changed).
 */
export async function retainedHeaps(sessions, poke, { waitMs = 20_000 } = {}) {
  const collected = sessions.map((s) =>
    s.send("HeapProfiler.collectGarbage").then(
      () => true,
      () => false,
    ),
  );
  await poke();
  const deadline = Date.now() + waitMs;
  const heaps = {};
  for (const [i, s] of sessions.entries()) {
    const done = await Promise.race([collected[i], new Promise((r) => setTimeout(() => r(false), Math.max(0, deadline - Date.now())))]);
    const { usedSize } = await s.send("Runtime.getHeapUsage");
    heaps[s.name.replace(/^core:user:/, "")] = done ? Math.round(usedSize / 1e5) / 10 : null;
  }
  return heaps;
}
