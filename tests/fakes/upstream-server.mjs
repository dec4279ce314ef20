// One local HTTP server that stands in for every upstream platform of the providers (HN Firebase,
// HN Algolia, iTunes, App Store RSS, YouTube InnerTube, the social syndication hosts), serving
// tests/fixtures/upstream/, and Stripe Checkout for top-ups (stripe-fake.mjs). InnerTube reads are POSTs: their JSON body picks the fixture.
// Runs in Node, outside workerd: from a vitest globalSetup, or on its own for `npm run dev`:
//
//   node tests/fakes/upstream-server.mjs --port 8799
//   SVC_UPSTREAM_HN_FIREBASE=http://127.0.0.1:8799 SVC_UPSTREAM_HN_ALGOLIA=http://127.0.0.1:8799 ...
//
// Control API (never counted as upstream hits):
//   POST /__control/mode   {"target": "hn_firebase" | "youtube" | "/v0/item/8863.json" (path prefix),
//                           "mode": "fail" | "down" | "slow" | "ratelimit" | "notfound" | "ok",
//                           "delay_ms": 1500, "retry_after": 30, "times": 2}
//        fail → 500; down → socket closed with no answer; slow → answer after delay_ms;
//        ratelimit → 429 with Retry-After; notfound → the upstream's own "no such thing";
//        ok → clear. `times` limits how many requests the mode applies to. A path prefix wins
//        over an upstream name; the longest prefix wins among prefixes.
//   POST /__control/reset  {"hits": true, "modes": true} (both when no body)
//   GET  /__control/hits   {total, unhandled, by_upstream, by_path, by_url, unhandled_paths}
//   GET  /__control        {modes, hits}
// Unknown paths answer 404 and are counted as unhandled, so a test can assert none happened.
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { stripeFake } from "./stripe-fake.mjs";
import { answer, answerInnertube, DEFAULT_FIXTURES_DIR, loadFixtures, notFoundResponse, upstreamOf } from "./upstream-fixtures.mjs";

export const UPSTREAM_NAMES = ["hn_firebase", "hn_algolia", "itunes", "appstore_rss", "youtube", "social", "social_timeline"];
const MODES = ["fail", "down", "slow", "ratelimit", "notfound", "ok"];

/**
 * @param {{ port?: number, host?: string, fixturesDir?: string }} [options]
 * @returns {Promise<FakeUpstream>}
 */
export async function startFakeUpstream({ port = 0, host = "127.0.0.1", fixturesDir = DEFAULT_FIXTURES_DIR, stripeWebhookUrl } = {}) {
  const fixtures = loadFixtures(fixturesDir);
  const modes = new Map();
  let hits = emptyHits();
  const timers = new Set();
  // Stripe Checkout (top-ups): its own small fake, same server (SVC_UPSTREAM_STRIPE).
  let base = "";
  const stripe = stripeFake({ base: () => base, webhookUrl: stripeWebhookUrl });

  const setMode = (target, mode, opts = {}) => {
    if (typeof target !== "string" || !(UPSTREAM_NAMES.includes(target) || target.startsWith("/"))) {
      throw new Error(`target must be one of ${UPSTREAM_NAMES.join(", ")} or a path prefix starting with "/"`);
    }
    if (!MODES.includes(mode)) throw new Error(`mode must be one of ${MODES.join(", ")}`);
    if (mode === "ok") {
      modes.delete(target);
      return;
    }
    modes.set(target, {
      mode,
      delayMs: Number.isFinite(opts.delay_ms ?? opts.delayMs) ? Number(opts.delay_ms ?? opts.delayMs) : 1000,
      retryAfter: Number.isFinite(opts.retry_after ?? opts.retryAfter) ? Number(opts.retry_after ?? opts.retryAfter) : 30,
      remaining: Number.isFinite(opts.times) ? Number(opts.times) : Infinity,
    });
  };

  const reset = ({ hits: resetHits = true, modes: resetModes = true } = {}) => {
    if (resetHits) hits = emptyHits();
    if (resetModes) modes.clear();
  };

  const modeFor = (pathname, upstream) => {
    let best = null;
    for (const [target, m] of modes) {
      if (target.startsWith("/") && pathname.startsWith(target) && (best === null || target.length > best[0].length)) best = [target, m];
    }
    if (best === null && upstream !== null && modes.has(upstream)) best = [upstream, modes.get(upstream)];
    if (best === null) return null;
    const [target, m] = best;
    if (--m.remaining <= 0) modes.delete(target);
    return m;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/__control" || url.pathname.startsWith("/__control/")) {
      control(req, res, url).catch((err) => send(res, { status: 500, headers: {}, body: String(err) }));
      return;
    }
    if (url.pathname.startsWith("/v1/checkout/") || url.pathname.startsWith("/__stripe/")) {
      const raw = req.method === "POST" ? await readBody(req) : "";
      const answered = await stripe.handle(req.method, url, raw, req.headers).catch((err) => ({ status: 500, headers: {}, body: String(err) }));
      count(url, "stripe", answered === null);
      return send(res, answered ?? { status: 404, headers: { "content-type": "text/plain" }, body: "fake stripe: no such route" });
    }
    const upstream = upstreamOf(url.pathname);
    const routed =
      req.method === "GET" || req.method === "HEAD"
        ? answer(fixtures, url.pathname, url.searchParams)
        : req.method === "POST"
          ? answerInnertube(fixtures, url.pathname, await readBody(req))
          : null;
    count(url, upstream, routed === null);
    if (routed === null) {
      send(res, { status: 404, headers: { "content-type": "text/plain" }, body: `fake upstream: no recorded response for ${req.method} ${url.pathname}` });
      return;
    }
    const m = modeFor(url.pathname, upstream);
    if (m === null) return send(res, routed, req.method === "HEAD");
    switch (m.mode) {
      case "fail":
        return send(res, { status: 500, headers: { "content-type": "application/json" }, body: '{"error":"fake upstream failure"}' });
      case "down":
        // Close without an answer: the client sees a network error, as with a dead host.
        req.socket.destroy();
        return;
      case "ratelimit":
        return send(res, { status: 429, headers: { "content-type": "text/plain", "retry-after": String(m.retryAfter) }, body: "Too Many Requests" });
      case "notfound":
        return send(res, notFoundResponse(upstream));
      case "slow": {
        const t = setTimeout(() => {
          timers.delete(t);
          if (!res.destroyed) send(res, routed, req.method === "HEAD");
        }, m.delayMs);
        timers.add(t);
        return;
      }
    }
  });

  function count(url, upstream, unhandled) {
    const key = url.pathname + url.search;
    hits.total++;
    hits.by_path[url.pathname] = (hits.by_path[url.pathname] ?? 0) + 1;
    hits.by_url[key] = (hits.by_url[key] ?? 0) + 1;
    if (upstream !== null) hits.by_upstream[upstream] = (hits.by_upstream[upstream] ?? 0) + 1;
    if (unhandled) {
      hits.unhandled++;
      hits.unhandled_paths.push(key);
    }
  }

  async function control(req, res, url) {
    const route = `${req.method} ${url.pathname.replace(/\/$/, "")}`;
    if (route === "GET /__control/hits") return send(res, jsonOk(hits));
    if (route === "GET /__control") return send(res, jsonOk({ modes: Object.fromEntries(modes), hits }));
    if (route === "POST /__control/reset") {
      const body = await readJson(req);
      reset(body ?? {});
      return send(res, jsonOk({ ok: true }));
    }
    if (route === "POST /__control/mode") {
      const body = await readJson(req);
      try {
        setMode(body?.target, body?.mode, body ?? {});
      } catch (err) {
        return send(res, { status: 400, headers: { "content-type": "application/json" }, body: JSON.stringify({ error: err.message }) });
      }
      return send(res, jsonOk({ ok: true, modes: Object.fromEntries(modes) }));
    }
    return send(res, { status: 404, headers: { "content-type": "application/json" }, body: '{"error":"unknown control route"}' });
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === "object" && address !== null ? address.port : port;
  base = `http://${host}:${actualPort}`;

  return {
    url: base,
    port: actualPort,
    hits: () => structuredClone(hits),
    reset,
    setMode,
    /** Env overrides pointing every provider upstream at this server. */
    env: () => ({
      SVC_UPSTREAM_HN_FIREBASE: base,
      SVC_UPSTREAM_HN_ALGOLIA: base,
      SVC_UPSTREAM_ITUNES: base,
      SVC_UPSTREAM_APPSTORE_RSS: base,
      SVC_UPSTREAM_YOUTUBE: base,
      SVC_UPSTREAM_SOCIAL: base,
      SVC_UPSTREAM_SOCIAL_TIMELINE: base,
      SVC_UPSTREAM_STRIPE: base,
    }),
    close: () =>
      new Promise((resolve) => {
        for (const t of timers) clearTimeout(t);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function emptyHits() {
  return { total: 0, unhandled: 0, by_upstream: {}, by_path: {}, by_url: {}, unhandled_paths: [] };
}

function jsonOk(value) {
  return { status: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}

function send(res, { status, headers, body }, headOnly = false) {
  res.writeHead(status, { ...headers, "content-length": Buffer.byteLength(body) });
  res.end(headOnly ? undefined : body);
}

async function readBody(req) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return raw;
}

async function readJson(req) {
  const raw = await readBody(req);
  if (raw.trim() === "") return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

// CLI: node tests/fakes/upstream-server.mjs [--port 8799] [--host 127.0.0.1]
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i !== -1 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
  };
  const fake = await startFakeUpstream({ port: Number(arg("port", "8799")), host: arg("host", "127.0.0.1") });
  console.log(`fake upstream listening on ${fake.url}`);
  for (const [k, v] of Object.entries(fake.env())) console.log(`${k}=${v}`);
  const stop = () => fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
