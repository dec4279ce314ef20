#!/usr/bin/env node
/**
 * Contract probe for the api host (`{base_url}`): a black-box check of a RUNNING stack against
 * SPEC.md + DECISIONS.md, route by route, over plain HTTP. Not part of `npm test`.
 *
 *   node tests/fakes/upstream-server.mjs --port 8799            # prints SVC_UPSTREAM_* lines
 *   SVC_STATE_DIR=$(mktemp -d) SVC_HARNESS=1 SVC_TRUST_CLIENT_IP_HEADER=1 \
 *     SVC_DEV_KEY=svc_test_<64 hex> SVC_DEV_KEY_UNSCOPED=svc_test_<64 hex> SVC_UPSTREAM_...=... npm run dev
 *   SVC_DEV_KEY=… SVC_DEV_KEY_UNSCOPED=… node scripts/contract-probe.mjs [options]
 *
 * Options (or environment):
 *   --base URL            api host (PROBE_BASE_URL, default http://127.0.0.1:8787)
 *   --key KEY             scoped key (SVC_DEV_KEY); required for keyed checks
 *   --unscoped KEY        key without scopes (SVC_DEV_KEY_UNSCOPED); for 403 forbidden_scope
 *   --fake URL            the fake upstream's base (PROBE_FAKE_URL, e.g. http://127.0.0.1:8799): enables the
 *                         stale-cache and open-circuit checks (they flip its failure modes, then reset them)
 *   --cache-ttl S         fresh time of provider reads the stack runs with (SVC_CACHE_TTL_S, default 60):
 *                         the stale check waits until a copy is older than this
 *   --skip-rate-limit     skip the 61-request 429 check
 *   --drain               spend the unscoped key's credits to see the 402 body (slow: ~500 reads, honouring 429s)
 *   --only SECTION,...    run only these sections (see SECTIONS below)
 *   --verbose             print the body of each failure
 *
 * Every check prints `PASS name` or `FAIL name: why`; the exit code is 1 when anything failed.
 * Anonymous checks use random client IPs in CF-Connecting-IP (needs SVC_TRUST_CLIENT_IP_HEADER=1).
 * Each run spends some of the key's credits (about 60 provider reads); start a fresh stack when low.
 */
import http from "node:http";
import { randomInt } from "node:crypto";

// ───────────────────────────── configuration ─────────────────────────────

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
};

const BASE = option("base", process.env.PROBE_BASE_URL ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const KEY = option("key", process.env.SVC_DEV_KEY ?? "");
const UNSCOPED = option("unscoped", process.env.SVC_DEV_KEY_UNSCOPED ?? "");
const FAKE = option("fake", process.env.PROBE_FAKE_URL ?? "").replace(/\/$/, "");
const CACHE_TTL_S = Number(option("cache-ttl", process.env.SVC_CACHE_TTL_S ?? "60"));
const VERBOSE = flag("verbose");
const ONLY = option("only", "")
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const REQUEST_TIMEOUT_MS = 15_000;
const SCOPE_SOCIAL = "read:social_public";
const AUTH_DOC_URL = process.env.PROBE_AUTH_DOC_URL ?? "http://127.0.0.1:8792/agent-setup";

// ───────────────────────────── reporting ─────────────────────────────

let passed = 0;
const failures = [];
let section = "";

function pass(name) {
  passed += 1;
  console.log(`PASS ${section} › ${name}`);
}
function fail(name, why, body) {
  failures.push(`${section} › ${name}: ${why}`);
  console.log(`FAIL ${section} › ${name}: ${why}`);
  if (VERBOSE && body !== undefined) console.log(`     body: ${truncate(typeof body === "string" ? body : JSON.stringify(body), 600)}`);
}
function skip(name, why) {
  console.log(`SKIP ${section} › ${name}: ${why}`);
}
const truncate = (s, n) => (s.length > n ? `${s.slice(0, n)}…` : s);

/** Runs `fn` (which throws on a failed expectation) as one named check. */
async function check(name, fn) {
  try {
    await fn();
    pass(name);
  } catch (err) {
    fail(name, err instanceof ProbeError ? err.message : `threw ${err?.stack ?? err}`, err?.body);
  }
}

class ProbeError extends Error {
  constructor(message, body) {
    super(message);
    this.body = body;
  }
}
function expect(cond, message, body) {
  if (!cond) throw new ProbeError(message, body);
}
const show = (v) => truncate(JSON.stringify(v), 200);
function expectEqual(actual, expected, what, body) {
  expect(JSON.stringify(actual) === JSON.stringify(expected), `${what}: expected ${show(expected)}, got ${show(actual)}`, body);
}
function expectKeys(obj, keys, what, body) {
  expect(obj !== null && typeof obj === "object" && !Array.isArray(obj), `${what} is not an object`, body);
  const got = Object.keys(obj).sort();
  expectEqual(got, [...keys].sort(), `${what} keys`, body);
}
const isInt = (v) => typeof v === "string" && /^\d+$/.test(v);

// ───────────────────────────── HTTP ─────────────────────────────

const randomIp = () => `10.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
/** One client IP for the anonymous checks of this run that are not about exhausting a quota. */
const RUN_IP = randomIp();
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * One raw HTTP request (node:http, so the path goes out byte for byte: no dot-segment folding,
 * no re-encoding). Resolves `{status, headers, text, json, ms}`; never rejects on HTTP errors.
 */
function raw(method, path, { headers = {}, body } = {}) {
  const url = new URL(BASE);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port || 80, method, path, headers: { Connection: "close", ...headers }, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let json;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: Date.now() - started });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout after ${REQUEST_TIMEOUT_MS} ms: ${method} ${truncate(path, 120)}`)));
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const bearer = (key) => ({ Authorization: `Bearer ${key}` });
const anon = (ip = RUN_IP) => ({ "CF-Connecting-IP": ip });

/**
 * A request that is not about rate limits: a 429 `rate_limited` (our own minute window, spent by
 * earlier checks) is waited out (Retry-After) and retried, so later checks see the real answer.
 */
async function req(method, path, opts = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await raw(method, path, opts);
    const code = res.json?.error?.code;
    if (res.status === 429 && code === "rate_limited" && !opts.noRetry && attempt < 3) {
      const wait = Math.min(65, Number(res.headers["retry-after"] ?? "5")) + 1;
      console.log(`     (minute window full; waiting ${wait} s)`);
      await sleep(wait * 1000);
      continue;
    }
    return res;
  }
}
const get = (path, opts) => req("GET", path, opts);
const kget = (path, opts = {}) => req("GET", path, { ...opts, headers: { ...bearer(KEY), ...(opts.headers ?? {}) } });

// ───────────────────────────── shape checks ─────────────────────────────

/** SPEC "Success envelope": exactly `{data, meta}`, `meta.request_id` a string. */
function expectSuccess(res, { status = 200, requestId } = {}) {
  expect(res.status === status, `status ${res.status}, expected ${status}`, res.text);
  expect(/application\/json/.test(String(res.headers["content-type"])), `content-type ${res.headers["content-type"]}`);
  expectKeys(res.json, ["data", "meta"], "success envelope", res.text);
  expect(typeof res.json.meta === "object" && res.json.meta !== null, "meta is not an object", res.text);
  expect(typeof res.json.meta.request_id === "string" && res.json.meta.request_id.length > 0, "meta.request_id missing", res.text);
  expectEqual(res.headers["x-request-id"], res.json.meta.request_id, "X-Request-Id header vs meta.request_id");
  if (requestId !== undefined) expectEqual(res.json.meta.request_id, requestId, "meta.request_id echo");
  const m = res.json.meta;
  if ("next_cursor" in m) expect(m.next_cursor === null || typeof m.next_cursor === "string", "meta.next_cursor not string|null", m);
  if ("stale" in m) expect(typeof m.stale === "boolean", "meta.stale not boolean", m);
  if ("generated_at" in m) expect(!Number.isNaN(Date.parse(m.generated_at)), "meta.generated_at not a date-time", m);
  if ("missing_fields" in m) expect(Array.isArray(m.missing_fields), "meta.missing_fields not an array", m);
  return res.json;
}

/** SPEC "Error envelope": `{error: {code, message, request_id}}` and nothing else (but the documented extras). */
function expectError(res, status, code, { requestId, extraKeys = [] } = {}) {
  expect(res.status === status, `status ${res.status}, expected ${status} ${code}`, res.text);
  expect(/application\/json/.test(String(res.headers["content-type"])), `content-type ${res.headers["content-type"]}`, res.text);
  expectKeys(res.json, ["error"], "error envelope", res.text);
  const e = res.json.error;
  expectKeys(e, ["code", "message", "request_id", ...extraKeys], "error detail", res.text);
  expectEqual(e.code, code, "error.code", res.text);
  expect(typeof e.message === "string" && e.message.length > 0, "error.message empty", res.text);
  expectEqual(res.headers["x-request-id"], e.request_id, "X-Request-Id header vs error.request_id");
  if (requestId !== undefined) expectEqual(e.request_id, requestId, "error.request_id echo");
  return e;
}

/** DECISIONS §3 capabilities body. */
function expectCapabilities(res, names) {
  const body = expectSuccess(res);
  expectKeys(body.data, ["providers"], "capabilities data", res.text);
  expect(Array.isArray(body.data.providers), "providers is not an array");
  for (const p of body.data.providers) {
    expectKeys(p, ["name", "status", "circuit", "routes"], `provider ${p.name}`);
    expect(typeof p.name === "string" && typeof p.status === "string", `provider ${p.name}: name/status not strings`);
    expect(["closed", "open", "half_open"].includes(p.circuit), `provider ${p.name}: circuit ${p.circuit}`);
    expect(Array.isArray(p.routes) && p.routes.length > 0, `provider ${p.name}: no routes`);
    for (const r of p.routes) {
      expectKeys(r, ["method", "path", "auth", "scope", "price_credits"], `route ${p.name} ${r.path}`);
      expect(r.scope === null || typeof r.scope === "string", `route ${r.path}: scope`);
      expect(Number.isInteger(r.price_credits) && r.price_credits >= 0, `route ${r.path}: price_credits`);
      expect(typeof r.method === "string" && typeof r.path === "string" && typeof r.auth === "string", `route ${r.path}: method/path/auth`);
    }
  }
  if (names) expectEqual(body.data.providers.map((p) => p.name), names, "provider names");
  return body.data.providers;
}

function expectQuotaHeaders(res, limit) {
  for (const h of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) expect(isInt(res.headers[h]), `${h} = ${res.headers[h]} is not an integer`);
  if (limit !== undefined) expectEqual(Number(res.headers["x-ratelimit-limit"]), limit, "X-RateLimit-Limit");
  expect(Number(res.headers["x-ratelimit-reset"]) > Date.now() / 1000 - 5, "X-RateLimit-Reset is not a future Unix time");
}

// ───────────────────────────── the routes of SPEC + DECISIONS §2 ─────────────────────────────

const NEWS_LISTS = ["top", "new", "best", "ask", "show", "job"].map((l) => `/v1/news/stories_${l}`);
/** [path with params filled, auth, scope] for every data route of this host (SPEC "Endpoints", DECISIONS §2). */
const DATA_ROUTES = [
  ...NEWS_LISTS.map((p) => [`${p}?limit=1`, "key", null]),
  ["/v1/news/search?q=apple", "key", null],
  ["/v1/news/item/8863", "key", null],
  ["/v1/news/user/jl", "key", null],
  ["/v1/apps/app?id=284882215", "optional", null],
  ["/v1/apps/search?term=facebook", "optional", null],
  ["/v1/apps/similar?id=284882215", "optional", null],
  ["/v1/apps/list?collection=top_free", "optional", null],
  ["/v1/video/search?term=cats", "optional", null],
  ["/v1/video/video/abc", "optional", null],
  ["/v1/video/channel/abc", "optional", null],
  ["/v1/video/comments/abc", "optional", null],
  ["/v1/video/playlist/abc", "optional", null],
  ["/v1/video/related/abc", "optional", null],
  ["/v1/video/transcript/abc", "optional", null],
  ["/v1/social/users/jack/posts", "key", SCOPE_SOCIAL],
  ["/v1/social/posts/20", "key", SCOPE_SOCIAL],
];
/** OpenAPI path templates this host must document. */
const DOCUMENTED = [
  "/fetcher/healthz", "/fetcher/readyz", "/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities",
  ...NEWS_LISTS, "/v1/news/search", "/v1/news/item/{id}", "/v1/news/user/{handle}",
  "/v1/apps/app", "/v1/apps/search", "/v1/apps/similar", "/v1/apps/list",
  "/v1/video/search", "/v1/video/video/{id}", "/v1/video/channel/{id}", "/v1/video/comments/{id}", "/v1/video/playlist/{id}",
  "/v1/video/related/{id}", "/v1/video/transcript/{id}",
  "/v1/social/users/{handle}/posts", "/v1/social/posts/{post_id}",
  "/v1/billing/balance", "/v1/billing/topup/intents",
];
/** DECISIONS §2 paths of other areas on this host (monitors, watches, research, brand, markdown): reported, not owned here. */
const DOCUMENTED_ELSEWHERE = [
  "/v1/monitors", "/v1/monitors/{id}", "/v1/monitors/{id}/history", "/v1/watches", "/v1/watches/{id}", "/v1/watches/{id}/events",
  "/v1/watches/{id}/events/{event_id}", "/v1/watches/{id}/intelligence", "/v1/watches/{id}/topics/{topic}/history",
  "/v1/research/company", "/v1/research/competitors", "/v1/brand/{domain}", "/v1/brand/{domain}/logo", "/v1/brand/{domain}/fonts",
  "/v1/brand/{domain}/styleguide", "/v1/markdown",
];
const UNSUPPORTED_APPS = ["developer", "reviews", "ratings", "privacy", "suggest", "version_history"];

// ───────────────────────────── sections ─────────────────────────────

const started = Date.now();
/** A news read cached early, for the stale check at the end. */
const STALE_PROBE_PATH = "/v1/news/item/8863?depth=2";
let stalePrimedAt = 0;

async function discovery() {
  await check("GET /fetcher/healthz is 200", async () => {
    const res = await get("/fetcher/healthz");
    expectEqual(res.status, 200, "status");
  });
  await check("GET /fetcher/readyz is 200 {status: ready, checks: {database, auth}}", async () => {
    const res = await get("/fetcher/readyz");
    expectEqual(res.status, 200, "status");
    expectKeys(res.json, ["status", "checks"], "readyz body", res.text);
    expectEqual(res.json.status, "ready", "status");
    expectKeys(res.json.checks, ["database", "auth"], "readyz checks", res.text);
    expectEqual(res.json.checks, { database: "ok", auth: "ok" }, "checks");
  });
  await check("GET /v1/capabilities: public, DECISIONS §3 body, every provider and route", async () => {
    const res = await get("/v1/capabilities", { headers: { "X-Request-Id": "probe-caps-1" } });
    const providers = expectCapabilities(res);
    const names = providers.map((p) => p.name);
    for (const name of ["news", "apps", "video", "social"]) expect(names.includes(name), `provider ${name} missing`);
    expectEqual(res.json.meta.request_id, "probe-caps-1", "meta.request_id echo");
    const listed = new Set(providers.flatMap((p) => p.routes.map((r) => `${r.method} ${r.path}`)));
    for (const path of DOCUMENTED.filter((p) => /^\/v1\/(news|apps|video|social)\//.test(p) && !p.endsWith("/capabilities"))) {
      expect(listed.has(`GET ${path}`), `GET ${path} missing from /v1/capabilities`);
    }
    const byName = Object.fromEntries(providers.map((p) => [p.name, p]));
    for (const r of byName.social.routes) expectEqual([r.auth, r.scope], ["key", SCOPE_SOCIAL], `social route ${r.path} auth/scope`);
    for (const r of byName.news.routes) expectEqual(r.auth, "key", `news route ${r.path} auth`);
    for (const name of ["apps", "video"]) for (const r of byName[name].routes) expectEqual(r.auth, "optional", `${name} route ${r.path} auth`);
    for (const name of ["news", "apps", "video", "social"]) for (const r of byName[name].routes) expectEqual(r.price_credits, 1, `price of ${r.path} (DECISIONS §3: a provider read is 1 credit)`);
    // DECISIONS §3: "Prices live in one table and are listed by /v1/capabilities": keyed markdown and brand are 2.
    const priced = Object.fromEntries(providers.flatMap((p) => p.routes.map((r) => [r.path, r])));
    for (const path of ["/v1/markdown", "/v1/brand/{domain}", "/v1/brand/{domain}/logo", "/v1/brand/{domain}/fonts", "/v1/brand/{domain}/styleguide"]) {
      expect(priced[path], `${path} missing from /v1/capabilities`);
      expectEqual([priced[path].auth, priced[path].price_credits], ["key", 2], `${path} auth/price`);
    }
  });
  for (const name of ["news", "social"]) {
    await check(`GET /v1/${name}/capabilities: public, one provider, its routes and live circuit`, async () => {
      const res = await get(`/v1/${name}/capabilities`);
      const [p] = expectCapabilities(res, [name]);
      expect(p.routes.every((r) => r.path.startsWith(`/v1/${name}/`)), "routes of another provider listed");
    });
  }
  await check("GET /openapi.json is OpenAPI 3.1 and documents every route of this host", async () => {
    const res = await get("/openapi.json");
    expectEqual(res.status, 200, "status");
    expect(/^3\.1\./.test(res.json?.openapi ?? ""), `openapi = ${res.json?.openapi}`);
    const paths = res.json.paths ?? {};
    const missing = DOCUMENTED.filter((p) => !paths[p]);
    expect(missing.length === 0, `undocumented: ${missing.join(", ")}`);
    expect(paths["/v1/billing/topup/intents"]?.post, "POST /v1/billing/topup/intents not documented");
    const bearerScheme = res.json.components?.securitySchemes?.bearerAuth;
    expect(bearerScheme?.type === "http" && bearerScheme?.scheme === "bearer", "bearerAuth security scheme missing");
  });
  await check("(other areas) DECISIONS §2 routes of this host exist in /openapi.json", async () => {
    const res = await get("/openapi.json");
    const missing = DOCUMENTED_ELSEWHERE.filter((p) => !res.json?.paths?.[p]);
    expect(missing.length === 0, `undocumented (not this probe's area): ${missing.join(", ")}`);
  });
  await check("GET /docs is an HTML page", async () => {
    const res = await get("/docs");
    expectEqual(res.status, 200, "status");
    expect(/text\/html/.test(String(res.headers["content-type"])), `content-type ${res.headers["content-type"]}`);
  });
  await check("GET /llms.txt is plain text naming the capabilities route", async () => {
    const res = await get("/llms.txt");
    expectEqual(res.status, 200, "status");
    expect(/text\/plain/.test(String(res.headers["content-type"])), `content-type ${res.headers["content-type"]}`);
    expect(res.text.includes("/v1/capabilities"), "does not mention /v1/capabilities");
  });
  await check("/llms.txt gives real addresses, no unfilled {placeholders}", async () => {
    const res = await get("/llms.txt");
    const left = res.text.match(/\{(base|md|brand|pdf|mcp|platform)_url\}|\{auth_doc_url\}/g);
    expect(!left, `unfilled placeholders: ${[...new Set(left ?? [])].join(", ")}`);
  });
  for (const path of ["/fetcher/healthz", "/fetcher/readyz", "/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities", "/openapi.json", "/docs", "/llms.txt"]) {
    await check(`HEAD ${path} is 200 with no body`, async () => {
      const res = await req("HEAD", path);
      expectEqual(res.status, 200, "status");
      expectEqual(res.text, "", "body");
      expect(res.headers["x-request-id"], "no X-Request-Id");
    });
  }
  await check("X-Request-Id is echoed (header and meta.request_id)", async () => {
    const res = await get("/v1/capabilities", { headers: { "X-Request-Id": "probe-echo.1:2-3_4" } });
    expectSuccess(res, { requestId: "probe-echo.1:2-3_4" });
  });
  await check("an unsafe X-Request-Id is replaced by a generated one (still echoed consistently)", async () => {
    const res = await get("/v1/capabilities", { headers: { "X-Request-Id": `<x>${"a".repeat(300)}` } });
    const body = expectSuccess(res);
    expect(body.meta.request_id.length <= 128 && !body.meta.request_id.includes("<"), `request id ${body.meta.request_id}`);
  });
  await check("no X-Request-Id: one is generated", async () => {
    expectSuccess(await get("/v1/capabilities"));
  });
}

async function errors() {
  await check("unknown path: 404 not_found envelope with the request id", async () => {
    expectError(await get("/v1/nope", { headers: { "X-Request-Id": "probe-404" } }), 404, "not_found", { requestId: "probe-404" });
  });
  for (const path of ["/", "/v1", "/v1/", "/v2/capabilities", "/v1/news", "/v1/news/", "/v1/news/nope", "/v1/news/item/", "/v1/news/user/", "/v1/news/item/1/2",
    "/v1/apps", "/v1/apps/", "/v1/apps/foo", "/v1/apps/app/extra", "/v1/apps/charts", "/v1/video/nope", "/v1/social/nope", "/v1/social/posts/",
    "/v1/capabilities/", "/v1/news/stories_top/", "//v1/capabilities"]) {
    await check(`GET ${path} → 404 not_found`, async () => {
      const res = await kget(path);
      expectError(res, 404, "not_found");
      expect(res.headers.allow === undefined, `404 carries Allow: ${res.headers.allow}`);
    });
  }
  const methods = ["POST", "PUT", "DELETE", "PATCH"];
  for (const [path, auth] of DATA_ROUTES) {
    for (const method of methods) {
      await check(`${method} ${path.split("?")[0]} → 405 method_not_allowed with Allow (${auth === "key" ? "no key" : "anonymous"})`, async () => {
        const res = await req(method, path, { headers: { ...anon(), "Content-Type": "application/json" }, body: method === "DELETE" ? undefined : "{}" });
        expectError(res, 405, "method_not_allowed");
        const allow = String(res.headers.allow ?? "").split(/,\s*/);
        expect(allow.includes("GET"), `Allow = ${res.headers.allow}`);
        expect(!allow.includes(method), `Allow lists ${method}`);
      });
    }
  }
  await check("POST on a data route with a key → 405 too (405 before auth)", async () => {
    expectError(await req("POST", "/v1/news/stories_top", { headers: bearer(KEY) }), 405, "method_not_allowed");
  });
  for (const path of ["/v1/capabilities", "/v1/news/capabilities", "/v1/social/capabilities", "/fetcher/healthz"]) {
    await check(`POST ${path} → 405 with Allow: GET, HEAD`, async () => {
      const res = await req("POST", path);
      expectError(res, 405, "method_not_allowed");
      expect(String(res.headers.allow).includes("GET"), `Allow = ${res.headers.allow}`);
    });
  }
  await check("GET /v1/billing/topup/intents → 405 with Allow: POST", async () => {
    const res = await kget("/v1/billing/topup/intents");
    expectError(res, 405, "method_not_allowed");
    expectEqual(res.headers.allow, "POST", "Allow");
  });
}

async function auth() {
  const malformed = [
    ["no Authorization header", {}],
    ["a non-Bearer scheme", { Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }],
    ["Bearer with nothing", { Authorization: "Bearer " }],
    ["a short key", { Authorization: "Bearer svc_test_abc" }],
    ["a wrong prefix", { Authorization: `Bearer sk_test_${"a".repeat(64)}` }],
    ["uppercase hex", { Authorization: `Bearer svc_test_${"A".repeat(64)}` }],
    ["65 hex", { Authorization: `Bearer svc_test_${"a".repeat(65)}` }],
    ["a huge key", { Authorization: `Bearer svc_test_${"a".repeat(8000)}` }],
    ["a unicode key", { Authorization: `Bearer svc_test_${"é".repeat(64)}` }],
    ["an unknown well-formed test key", { Authorization: `Bearer svc_test_${"0".repeat(64)}` }],
    ["an unknown well-formed live key", { Authorization: `Bearer svc_live_${"1".repeat(64)}` }],
  ];
  for (const [label, headers] of malformed) {
    await check(`news with ${label} → 401 invalid_or_expired_token`, async () => {
      let res;
      try {
        res = await raw("GET", "/v1/news/stories_top", { headers });
      } catch (err) {
        // Node refuses to send some header bytes; that is the client, not the service.
        if (/Invalid character/.test(String(err))) return;
        throw err;
      }
      expectError(res, 401, "invalid_or_expired_token");
    });
  }
  for (const path of ["/v1/apps/app?id=284882215", "/v1/video/search?term=x"]) {
    await check(`key-optional ${path.split("?")[0]} with a malformed key → 401 (a sent key must be valid)`, async () => {
      expectError(await raw("GET", path, { headers: { Authorization: "Bearer nope", ...anon() } }), 401, "invalid_or_expired_token");
    });
  }
  for (const [path, auth, scope] of DATA_ROUTES.filter(([, a]) => a === "key")) {
    await check(`GET ${path.split("?")[0]} without a key → 401`, async () => {
      expectError(await raw("GET", path, { headers: anon() }), 401, "invalid_or_expired_token");
    });
    if (scope) {
      if (!UNSCOPED) skip(`GET ${path} with the unscoped key → 403`, "no --unscoped key");
      else
        await check(`GET ${path.split("?")[0]} with a key lacking ${scope} → 403 forbidden_scope`, async () => {
          expectError(await req("GET", path, { headers: bearer(UNSCOPED) }), 403, "forbidden_scope");
        });
    }
  }
  if (UNSCOPED) {
    await check("news and apps need no scope: the unscoped key reads them (DECISIONS §3)", async () => {
      expectSuccess(await req("GET", "/v1/news/item/8863?depth=1", { headers: bearer(UNSCOPED) }));
      expectSuccess(await req("GET", "/v1/apps/app?id=284882215", { headers: bearer(UNSCOPED) }));
    });
  }
  await check("the scoped key passes the scope check on /v1/social/* (no 401/403)", async () => {
    const res = await kget("/v1/social/posts/20");
    expect(![401, 403].includes(res.status), `status ${res.status}`, res.text);
    if (res.status === 200) expectSuccess(res);
    else expectError(res, res.status, res.json?.error?.code);
  });
  await check("(spec) social provider serves posts: GET /v1/social/posts/{id} → 200", async () => {
    const res = await kget("/v1/social/posts/20");
    expect(res.status === 200, `status ${res.status} ${res.json?.error?.code ?? ""} (social adapter not built?)`, res.text);
  });
  await check("(spec) video provider serves: GET /v1/video/search → 200", async () => {
    const res = await get("/v1/video/search?term=cats", { headers: anon() });
    expect(res.status === 200, `status ${res.status} ${res.json?.error?.code ?? ""} (video adapter not built?)`, res.text);
  });
}

async function validation() {
  /** [path, field the message must name] — keyed, never charged (validation precedes limits and credits). */
  const cases = [
    ["/v1/news/stories_top?limit=0", "limit"], ["/v1/news/stories_top?limit=101", "limit"], ["/v1/news/stories_top?limit=-1", "limit"],
    ["/v1/news/stories_top?limit=1.5", "limit"], ["/v1/news/stories_top?limit=abc", "limit"], ["/v1/news/stories_top?limit=1e2", "limit"],
    ["/v1/news/stories_top?limit=0x10", "limit"], ["/v1/news/stories_top?limit=", "limit"], ["/v1/news/stories_top?limit=99999999999999999999999", "limit"],
    ["/v1/news/stories_top?limit=2&limit=3", "limit"], ["/v1/news/stories_top?page=0", "page"], ["/v1/news/stories_new?page=-3", "page"],
    ["/v1/news/stories_job?page=1.0", "page"],
    ["/v1/news/search", "q"], ["/v1/news/search?q=", "q"], ["/v1/news/search?q=x&limit=0", "limit"], ["/v1/news/search?q=x&limit=101", "limit"],
    ["/v1/news/search?q=x&page=-1", "page"], ["/v1/news/search?q=x&tags=%3Cscript%3E", "tags"], ["/v1/news/search?q=a&q=b", "q"],
    [`/v1/news/search?q=${"a".repeat(600)}`, "q"],
    ["/v1/news/item/abc", "id"], ["/v1/news/item/-5", "id"], ["/v1/news/item/1.5", "id"], ["/v1/news/item/8863?depth=0", "depth"],
    ["/v1/news/item/8863?depth=11", "depth"], ["/v1/news/item/8863?depth=x", "depth"], ["/v1/news/item/99999999999999999999", "id"],
    ["/v1/news/user/a.b", "handle"], ["/v1/news/user/%F0%9F%98%80", "handle"], [`/v1/news/user/${"a".repeat(100)}`, "handle"],
    ["/v1/apps/app", "id"], ["/v1/apps/app?id=1&appId=com.x", "id"], ["/v1/apps/app?id=1&country=usa", "country"], ["/v1/apps/app?id=1&country=1", "country"],
    ["/v1/apps/app?id=1&ratings=maybe", "ratings"], ["/v1/apps/app?id=1&lang=%%%", "lang"], ["/v1/apps/app?id=..%2F..%2Fetc", "id"],
    ["/v1/apps/search", "term"], ["/v1/apps/search?term=", "term"], ["/v1/apps/search?term=x&limit=abc", "limit"], ["/v1/apps/search?term=x&limit=2.5", "limit"],
    ["/v1/apps/similar", "id"], ["/v1/apps/list", "collection"], ["/v1/apps/list?collection=nope", "collection"],
    ["/v1/apps/list?collection=top_free&category=games", "category"],
    ["/v1/video/search", "term"], ["/v1/video/search?term=x&limit=0", "limit"], ["/v1/video/search?term=x&limit=51", "limit"],
    ["/v1/video/comments/abc?limit=51", "limit"], ["/v1/video/video/a%20b", "id"], ["/v1/video/video/abc?language=%%", "language"],
    ["/v1/social/posts/abc", "post_id"], ["/v1/social/posts/-1", "post_id"], ["/v1/social/users/a.b.c/posts", "handle"],
  ];
  for (const [path, field] of cases) {
    await check(`GET ${truncate(path, 90)} → 400 invalid_request naming "${field}"`, async () => {
      const e = expectError(await kget(path), 400, "invalid_request");
      expect(e.message.includes(field), `message does not name ${field}: ${e.message}`);
    });
  }
  await check("validation precedes the anonymous quota (a 400 carries no quota headers)", async () => {
    const res = await get("/v1/apps/app", { headers: anon(randomIp()) });
    expectError(res, 400, "invalid_request");
    expect(res.headers["x-ratelimit-remaining"] === undefined, `X-RateLimit-Remaining = ${res.headers["x-ratelimit-remaining"]}`);
  });
  await check("unknown query parameters are ignored (cache busters)", async () => {
    expectSuccess(await get("/v1/apps/app?id=284882215&_=123", { headers: anon() }));
  });
}

async function news() {
  for (const path of NEWS_LISTS) {
    await check(`GET ${path}?limit=2: data array, cursor pagination meta`, async () => {
      const body = expectSuccess(await kget(`${path}?limit=2`));
      expect(Array.isArray(body.data), "data is not an array");
      expect(body.data.length <= 2, `${body.data.length} items for limit=2`);
      expect("next_cursor" in body.meta, "meta.next_cursor absent on a paginated route");
    });
  }
  await check("default page size of a list is within 1..100", async () => {
    const body = expectSuccess(await kget("/v1/news/stories_top"));
    expect(body.data.length >= 1 && body.data.length <= 100, `${body.data.length} items`);
  });
  let cursor;
  let first;
  await check("stories_top: next_cursor is a string while more exists; the cursor gives the next page", async () => {
    first = expectSuccess(await kget("/v1/news/stories_top?limit=2"));
    cursor = first.meta.next_cursor;
    expect(typeof cursor === "string" && cursor.length > 0, `next_cursor = ${show(cursor)}`);
    const second = expectSuccess(await kget(`/v1/news/stories_top?cursor=${encodeURIComponent(cursor)}`));
    expectEqual(second.data.length, 2, "page size carried by the cursor");
    const ids1 = first.data.map((i) => i.id);
    expect(second.data.every((i) => !ids1.includes(i.id)), "page 2 repeats page 1");
    const byPage = expectSuccess(await kget("/v1/news/stories_top?limit=2&page=2"));
    expectEqual(byPage.data.map((i) => i.id), second.data.map((i) => i.id), "cursor page vs page=2");
  });
  await check("cursor + the same limit is accepted", async () => {
    expectSuccess(await kget(`/v1/news/stories_top?limit=2&cursor=${encodeURIComponent(cursor)}`));
  });
  await check("cursor + page → 400 invalid_request", async () => {
    expectError(await kget(`/v1/news/stories_top?page=2&cursor=${encodeURIComponent(cursor)}`), 400, "invalid_request");
  });
  const tampered = (c) => {
    const [p, s] = c.split(".");
    const flip = (str, i) => str.slice(0, i) + (str[i] === "A" ? "B" : "A") + str.slice(i + 1);
    return [
      ["a flipped payload character", `${flip(p, 5)}.${s}`],
      ["a flipped signature character", `${p}.${flip(s, 3)}`],
      ["truncated", c.slice(0, -4)],
      ["an appended character", `${c}A`],
      ["no signature", p],
      ["three parts", `${c}.x`],
      ["garbage", "not-a-cursor"],
      ["empty", ""],
      ["literal null", "null"],
      ["a forged unsigned payload", `${Buffer.from(JSON.stringify({ v: 1, s: "news/stories_top", p: { page: 99, limit: 2 }, e: 9999999999 })).toString("base64url")}.${s}`],
      ["an oversized one", "A".repeat(5000)],
      ["unicode", "%F0%9F%98%80"],
    ];
  };
  if (cursor) {
    for (const [label, bad] of tampered(cursor)) {
      await check(`cursor ${label} → 400 invalid_cursor`, async () => {
        const q = label === "unicode" ? bad : encodeURIComponent(bad);
        expectError(await kget(`/v1/news/stories_top?cursor=${q}`), 400, "invalid_cursor");
      });
    }
    await check("a cursor of another list → 400 invalid_cursor", async () => {
      expectError(await kget(`/v1/news/stories_new?cursor=${encodeURIComponent(cursor)}`), 400, "invalid_cursor");
    });
    await check("a list cursor on search → 400 invalid_cursor", async () => {
      expectError(await kget(`/v1/news/search?q=apple&cursor=${encodeURIComponent(cursor)}`), 400, "invalid_cursor");
    });
  }
  await check("search: data array, next_cursor, cursor of another query refused", async () => {
    const body = expectSuccess(await kget("/v1/news/search?q=apple&limit=1"));
    expect(Array.isArray(body.data), "data is not an array");
    const next = body.meta.next_cursor;
    expect(typeof next === "string", `next_cursor = ${show(next)}`);
    const page2 = expectSuccess(await kget(`/v1/news/search?q=apple&cursor=${encodeURIComponent(next)}`));
    expect(page2.data.length <= 1, "cursor page size");
    expectError(await kget(`/v1/news/search?q=banana&cursor=${encodeURIComponent(next)}`), 400, "invalid_cursor");
  });
  await check("search page >= 0 accepted (page=0)", async () => {
    expectSuccess(await kget("/v1/news/search?q=apple&page=0&limit=1"));
  });
  await check("the end of a collection: next_cursor null (or absent)", async () => {
    const body = expectSuccess(await kget("/v1/news/stories_job?limit=100&page=50"));
    expect(body.meta.next_cursor === null || body.meta.next_cursor === undefined, `next_cursor = ${show(body.meta.next_cursor)}`);
    expectEqual(body.data, [], "data past the end");
  });
  await check("item: data is an array with exactly one element, the item asked for", async () => {
    const body = expectSuccess(await kget("/v1/news/item/8863?depth=1", { headers: { "X-Request-Id": "probe-item" } }), { requestId: "probe-item" });
    expect(Array.isArray(body.data) && body.data.length === 1, `data = ${show(body.data)}`);
    expectEqual(body.data[0].id, 8863, "item id");
  });
  await check("item with its comment tree (depth 1..10)", async () => {
    const body = expectSuccess(await kget("/v1/news/item/39000000?depth=2"));
    expect(body.data.length === 1, "one element");
    const root = body.data[0];
    expect(Array.isArray(root.children) && root.children.length > 0, "no children at depth 2");
    expect(root.children.every((c) => !c.children || c.children.every((g) => !g.children)), "deeper than depth=2");
  });
  await check("user: data is an array with exactly one element", async () => {
    const body = expectSuccess(await kget("/v1/news/user/jl"));
    expect(Array.isArray(body.data) && body.data.length === 1, `data = ${show(body.data)}`);
  });
  await check("an unknown item → 404 not_found", async () => {
    expectError(await kget("/v1/news/item/999999999"), 404, "not_found");
  });
  await check("an unknown user → 404 not_found", async () => {
    expectError(await kget("/v1/news/user/nobody_here_xyz"), 404, "not_found");
  });
  await check("X-Cache: miss then hit for the same read; no meta.stale on fresh answers", async () => {
    const path = `/v1/news/stories_best?limit=1&page=${randomInt(2, 400)}`;
    const a = await kget(path);
    expectSuccess(a);
    expect(["miss", "hit"].includes(a.headers["x-cache"]), `X-Cache = ${a.headers["x-cache"]}`);
    const b = await kget(path);
    expectSuccess(b);
    expectEqual(b.headers["x-cache"], "hit", "X-Cache on a repeat");
    expect(!("stale" in b.json.meta) || b.json.meta.stale === false, "meta.stale on a fresh answer");
  });
  await check("prime a copy for the stale check", async () => {
    expectSuccess(await kget(STALE_PROBE_PATH));
    stalePrimedAt = Date.now();
  });
}

async function apps() {
  await check("app by track id (anonymous): one element, id a string, quota headers", async () => {
    const res = await get("/v1/apps/app?id=284882215", { headers: { ...anon(), "X-Request-Id": "probe-app" } });
    const body = expectSuccess(res, { requestId: "probe-app" });
    expect(Array.isArray(body.data) && body.data.length === 1, `data = ${show(body.data)}`);
    expectEqual(body.data[0].id, "284882215", "id (numeric ids are strings)");
    expectQuotaHeaders(res, 20);
  });
  await check("app by appId (bundle id)", async () => {
    const body = expectSuccess(await get("/v1/apps/app?appId=com.facebook.Facebook", { headers: anon() }));
    expectEqual(body.data.length, 1, "data length");
  });
  await check("a bundle id is accepted where a track id is (id=com.facebook.Facebook)", async () => {
    const body = expectSuccess(await get("/v1/apps/app?id=com.facebook.Facebook", { headers: anon() }));
    expectEqual(body.data.length, 1, "data length");
  });
  await check("app with ratings=true, country and lang", async () => {
    expectSuccess(await get("/v1/apps/app?id=284882215&ratings=true&country=US&lang=en", { headers: anon() }));
  });
  await check("app with a key: keyed limits, no anonymous quota headers", async () => {
    const res = await kget("/v1/apps/app?id=284882215");
    expectSuccess(res);
    expectEqual(res.headers["x-ratelimit-limit"] === "20", false, "anonymous quota headers on a keyed call");
  });
  await check("an unknown app → 404 not_found (standard envelope, never {ok:false})", async () => {
    expectError(await get("/v1/apps/app?id=999999999", { headers: anon() }), 404, "not_found");
  });
  await check("search: data array, limit clamped (999 → at most 50, -3 → at least 1)", async () => {
    const big = expectSuccess(await get("/v1/apps/search?term=slack&limit=999", { headers: anon() }));
    expect(Array.isArray(big.data) && big.data.length <= 50, `${big.data.length} results`);
    const small = expectSuccess(await get("/v1/apps/search?term=slack&limit=-3", { headers: anon() }));
    expect(small.data.length <= 1, `${small.data.length} results for limit=-3`);
  });
  await check("similar: data array without the app itself", async () => {
    const body = expectSuccess(await get("/v1/apps/similar?id=284882215", { headers: anon() }));
    expect(Array.isArray(body.data), "data is not an array");
    expect(body.data.every((a) => a.id !== "284882215"), "lists the app itself");
  });
  for (const collection of ["top_free", "top_paid", "top_grossing", "new_apps"]) {
    await check(`list collection=${collection}&limit=3`, async () => {
      const body = expectSuccess(await get(`/v1/apps/list?collection=${collection}&limit=3`, { headers: anon() }));
      expect(Array.isArray(body.data) && body.data.length <= 3, `data = ${show(body.data)}`);
    });
  }
  for (const op of UNSUPPORTED_APPS) {
    await check(`/v1/apps/${op} → 400 unsupported_operation (anonymous, no quota used)`, async () => {
      const res = await get(`/v1/apps/${op}?id=284882215`, { headers: anon() });
      expectError(res, 400, "unsupported_operation");
    });
  }
  await check("unsupported operation with a key → 400 unsupported_operation", async () => {
    expectError(await kget("/v1/apps/reviews?id=284882215"), 400, "unsupported_operation");
  });
}

async function anonymousQuota() {
  for (const [label, path] of [["apps", "/v1/apps/app?id=284882215"], ["video", "/v1/video/search?term=cats"]]) {
    await check(`${label}: 20 anonymous requests per IP per day, then 429 anonymous_limit_reached with continuation`, async () => {
      const ip = randomIp();
      let last;
      for (let i = 1; i <= 20; i++) {
        last = await raw("GET", path, { headers: anon(ip) });
        expect(last.status !== 429, `refused at request ${i} of 20`, last.text);
        expectQuotaHeaders(last, 20);
        expectEqual(Number(last.headers["x-ratelimit-remaining"]), 20 - i, `X-RateLimit-Remaining after ${i}`);
      }
      const res = await raw("GET", path, { headers: { ...anon(ip), "X-Request-Id": "probe-anon-429" } });
      const e = expectError(res, 429, "anonymous_limit_reached", { requestId: "probe-anon-429", extraKeys: ["continuation"] });
      expectKeys(e.continuation, ["url"], "continuation");
      expect(/^https?:\/\//.test(e.continuation.url), `continuation.url = ${e.continuation.url}`);
      expectEqual(e.continuation.url, AUTH_DOC_URL, "continuation.url ({auth_doc_url})");
      expect(/500 free credits/.test(e.message), "message does not mention the 500 free credits");
      expectQuotaHeaders(res, 20);
      expectEqual(res.headers["x-ratelimit-remaining"], "0", "X-RateLimit-Remaining");
      expect(isInt(res.headers["retry-after"]) && Number(res.headers["retry-after"]) <= 86_400, `Retry-After = ${res.headers["retry-after"]}`);
      const other = await raw("GET", path, { headers: anon(randomIp()) });
      expect(other.status !== 429, "another IP is refused too");
      const keyed = await kget(path);
      expect(keyed.status !== 429 || keyed.json?.error?.code !== "anonymous_limit_reached", "a keyed call hits the anonymous quota");
    });
  }
}

async function billing() {
  await check("GET /v1/billing/balance → exactly {balance_micro, free_credits_remaining}", async () => {
    const body = expectSuccess(await kget("/v1/billing/balance"));
    expectKeys(body.data, ["balance_micro", "free_credits_remaining"], "balance data", body);
    expect(Number.isInteger(body.data.balance_micro), "balance_micro not an integer");
    expect(typeof body.data.free_credits_remaining === "number" && body.data.free_credits_remaining >= 0, "free_credits_remaining");
  });
  await check("GET /v1/billing/balance without a key → 401", async () => {
    expectError(await get("/v1/billing/balance"), 401, "invalid_or_expired_token");
  });
  const post = (body, headers = { "Content-Type": "application/json" }) =>
    req("POST", "/v1/billing/topup/intents", { headers: { ...bearer(KEY), ...headers }, body });
  await check("POST /v1/billing/topup/intents {amount_micro: 1000000} → 201 intent", async () => {
    const body = expectSuccess(await post(JSON.stringify({ amount_micro: 1_000_000 })), { status: 201 });
    expectKeys(body.data, ["id", "amount_micro", "status", "checkout_url", "expires_at"], "intent", body);
    expectEqual(body.data.amount_micro, 1_000_000, "amount_micro");
    expectEqual(body.data.status, "requires_payment", "status");
    expect(/^https?:\/\//.test(body.data.checkout_url), "checkout_url");
    expect(Date.parse(body.data.expires_at) > Date.now(), "expires_at not in the future");
  });
  for (const [label, payload, field] of [
    ["999999", JSON.stringify({ amount_micro: 999_999 }), "amount_micro"],
    ["a float", JSON.stringify({ amount_micro: 1_500_000.5 }), "amount_micro"],
    ["a string", JSON.stringify({ amount_micro: "1000000" }), "amount_micro"],
    ["missing", JSON.stringify({}), "amount_micro"],
    ["an unknown field", JSON.stringify({ amount_micro: 1_000_000, coupon: "x" }), "coupon"],
    ["an array", "[]", ""],
    ["malformed JSON", "{bad", ""],
    ["an empty body", "", ""],
  ]) {
    await check(`top-up intent with ${label} → 400 invalid_request${field ? ` naming ${field}` : ""}`, async () => {
      const e = expectError(await post(payload), 400, "invalid_request");
      if (field) expect(e.message.includes(field), `message: ${e.message}`);
    });
  }
  await check("top-up intent without Content-Type → 400 invalid_request saying what to send", async () => {
    const e = expectError(await post(JSON.stringify({ amount_micro: 1_000_000 }), {}), 400, "invalid_request");
    expect(/application\/json/i.test(e.message), `message: ${e.message}`);
  });
  await check("top-up intent without a key → 401", async () => {
    expectError(await req("POST", "/v1/billing/topup/intents", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ amount_micro: 1_000_000 }) }), 401, "invalid_or_expired_token");
  });
}

async function hostile() {
  const big = (n) => "a".repeat(n);
  const cases = [
    ["GET", "/v1/news/item/..%2F.."], ["GET", "/v1/news/item/..%2F..%2F..%2Fetc%2Fpasswd"], ["GET", "/v1/news/item/%2e%2e/%2e%2e/fetcher/healthz"],
    ["GET", "/v1/news/item/../../capabilities"], ["GET", "/v1/news/item/%00"], ["GET", "/v1/news/user/%00"], ["GET", "/v1/news/user/a%2Fb"],
    ["GET", "/v1/news/user/%F0%9F%98%80"], ["GET", "/v1/news/user/%ZZ"], ["GET", `/v1/news/search?q=${big(10_000)}`], ["GET", `/v1/news/search?q=${big(60_000)}`],
    ["GET", "/v1/news/search?q=%E2%9C%93%20caf%C3%A9%20%F0%9F%98%80"], ["GET", "/v1/news/search?q=%00%01%02"], ["GET", "/v1/news/search?q=%ZZ"],
    ["GET", "/v1/news/search?q=%C0%AF"], ["GET", `/v1/news/search?q=a&${"x=1&".repeat(3000)}`], ["GET", "/v1/news/search?q[]=a"],
    ["GET", "/v1/news/search?q=a&tags=story,comment,(ask_hn,show_hn)"], ["GET", "/v1/news/stories_top?limit=%2B5"], ["GET", "/v1/news/stories_top?limit=%205"],
    ["GET", "/v1/news/stories_top?limit=-0"], ["GET", "/v1/news/stories_top?limit=00005"], ["GET", "/v1/news/stories_top?limit=Infinity"],
    ["GET", "/v1/news/stories_top?limit=NaN"], ["GET", "/v1/news/stories_top?page=9007199254740993"], ["GET", "/v1/news/item/9007199254740993"],
    ["GET", "/v1/news/item/1e3"], ["GET", "/v1/news/item/8863?depth=1&depth=2"], ["GET", "/v1/apps/app?id=%00"], ["GET", "/v1/apps/app?id[]=1"],
    ["GET", "/v1/apps/app?id=1&id=2"], ["GET", "/v1/apps/app?appId=%F0%9F%98%80"], ["GET", `/v1/apps/app?appId=${big(5000)}`],
    ["GET", "/v1/apps/search?term=%3Cscript%3Ealert(1)%3C%2Fscript%3E"], ["GET", `/v1/apps/search?term=${big(5000)}`], ["GET", "/v1/apps/search?term=a&limit=1e9"],
    ["GET", "/v1/apps/list?collection=top_free&limit=99999999999999999999"], ["GET", "/v1/apps/list?collection=top_free&category=0000"],
    ["GET", "/v1/apps/%2e%2e/capabilities"], ["GET", "/v1/video/search?term=x&limit=1e9"], ["GET", `/v1/video/video/${big(3000)}`],
    ["GET", "/v1/social/posts/99999999999999999999999"], ["GET", "/v1/social/users/..%2F/posts"], ["GET", "/v1/social/users/%40jack/posts"],
    ["GET", `/v1/capabilities?x=${big(20_000)}`], ["GET", "/v1/capabilities?%ZZ=1"], ["GET", "/%ZZ"], ["GET", "/v1/%00"], ["GET", `/${big(4000)}`],
    ["OPTIONS", "/v1/news/stories_top"], ["TRACE", "/v1/capabilities"], ["PROPFIND", "/v1/capabilities"],
  ];
  for (const [method, path] of cases) {
    await check(`${method} ${truncate(path, 80)}: no 500, no hang, the error envelope`, async () => {
      const res = await raw(method, path, { headers: { ...bearer(KEY), ...anon() } });
      // 502/503 are answers an upstream outage or an unbuilt provider may give; a 500 never is.
      expect(res.status < 500 || res.status === 502 || res.status === 503, `status ${res.status}`, res.text);
      expect(res.ms < 10_000, `took ${res.ms} ms`);
      if (res.status === 431 || res.status === 414) return; // refused by the runtime's HTTP server before any worker code
      if (res.status === 429 && res.json?.error?.code === "rate_limited") return;
      if (res.status >= 400 && method !== "HEAD") expectError(res, res.status, res.json?.error?.code);
      else if (res.status === 200 && res.json) expectSuccess(res);
    });
  }
  for (const [label, headers] of [
    ["a 10 KB X-Request-Id", { "X-Request-Id": big(10_000) }],
    ["a unicode X-Request-Id", { "X-Request-Id": "caf\u00e9" }],
    ["a huge Cookie", { Cookie: `a=${big(20_000)}` }],
    ["Cache-Control: no-cache", { "Cache-Control": "no-cache" }],
  ]) {
    await check(`GET /v1/capabilities with ${label}: no 5xx`, async () => {
      let res;
      try {
        res = await raw("GET", "/v1/capabilities", { headers });
      } catch (err) {
        if (/Invalid character/.test(String(err))) return; // the client cannot send it
        throw err;
      }
      expect(res.status < 500, `status ${res.status}`, res.text);
    });
  }
  await check("20 concurrent identical keyed reads all succeed", async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => raw("GET", "/v1/news/stories_show?limit=1", { headers: bearer(KEY) })));
    const bad = all.filter((r) => r.status !== 200 && !(r.status === 429 && r.json?.error?.code === "rate_limited"));
    expect(bad.length === 0, `statuses: ${all.map((r) => r.status).join(",")}`);
  });
}

async function rateLimit() {
  if (flag("skip-rate-limit")) return skip("61 requests in a minute → 429", "--skip-rate-limit");
  await check("per-key minute window: the 61st request is 429 rate_limited with Retry-After and X-RateLimit-*", async () => {
    let refused;
    let admitted = 0;
    for (let i = 0; i < 75 && !refused; i++) {
      const res = await raw("GET", "/v1/billing/balance", { headers: { ...bearer(KEY), "X-Request-Id": `probe-rl-${i}` } });
      if (res.status === 429) refused = res;
      else if (res.status === 200) admitted += 1;
      else throw new ProbeError(`status ${res.status} at request ${i + 1}`, res.text);
    }
    expect(refused, "no 429 after 75 requests");
    expect(admitted <= 60, `${admitted} admitted before the 429`);
    expectError(refused, 429, "rate_limited");
    expect(isInt(refused.headers["retry-after"]) && Number(refused.headers["retry-after"]) <= 60, `Retry-After = ${refused.headers["retry-after"]}`);
    expectEqual(refused.headers["x-ratelimit-limit"], "60", "X-RateLimit-Limit");
    expectEqual(refused.headers["x-ratelimit-remaining"], "0", "X-RateLimit-Remaining");
    expect(isInt(refused.headers["x-ratelimit-reset"]), `X-RateLimit-Reset = ${refused.headers["x-ratelimit-reset"]}`);
    const news = await raw("GET", "/v1/news/stories_top?limit=1", { headers: bearer(KEY) });
    expectError(news, 429, "rate_limited");
    const bad = await raw("GET", "/v1/news/stories_top?limit=0", { headers: bearer(KEY) });
    expect(bad.status === 400 || bad.status === 429, `an invalid request while limited: ${bad.status}`);
    const wait = Number(refused.headers["retry-after"]) + 1;
    console.log(`     (waiting ${wait} s for the window to reopen)`);
    await sleep(wait * 1000);
    expectSuccess(await raw("GET", "/v1/billing/balance", { headers: bearer(KEY) }));
  });
}

async function resilience() {
  if (!FAKE) return skip("stale cache and open circuit", "no --fake URL of the fake upstream");
  const control = (path, body) => fetch(`${FAKE}/__control/${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: body ? JSON.stringify(body) : undefined });
  try {
    await check("upstream down + an expired copy → 200, X-Cache: stale, meta.stale: true", async () => {
      if (!stalePrimedAt) {
        expectSuccess(await kget(STALE_PROBE_PATH));
        stalePrimedAt = Date.now();
      }
      const wait = stalePrimedAt + (CACHE_TTL_S + 1) * 1000 - Date.now();
      if (wait > 0) {
        console.log(`     (waiting ${Math.ceil(wait / 1000)} s for the cached copy to expire)`);
        await sleep(wait);
      }
      await control("mode", { target: "hn_algolia", mode: "fail" });
      await control("mode", { target: "hn_firebase", mode: "fail" });
      const res = await kget(STALE_PROBE_PATH);
      const body = expectSuccess(res);
      expectEqual(res.headers["x-cache"], "stale", "X-Cache");
      expectEqual(body.meta.stale, true, "meta.stale");
    });
    await check("upstream down + nothing cached → 502 upstream_unavailable, then 503 degraded with Retry-After once the circuit opens", async () => {
      const codes = [];
      let degraded;
      for (let i = 0; i < 8 && !degraded; i++) {
        const res = await kget(`/v1/news/item/${randomInt(100_000_000, 200_000_000)}`);
        codes.push(res.status);
        if (res.status === 503) degraded = res;
        else expectError(res, 502, "upstream_unavailable");
      }
      expect(degraded, `no 503 after 8 failing reads: ${codes.join(",")}`);
      expectError(degraded, 503, "degraded");
      expect(isInt(degraded.headers["retry-after"]), `Retry-After = ${degraded.headers["retry-after"]}`);
    });
    await check("open circuit shows in /v1/capabilities and /v1/news/capabilities", async () => {
      const all = expectCapabilities(await get("/v1/capabilities"));
      expectEqual(all.find((p) => p.name === "news")?.circuit, "open", "news circuit in /v1/capabilities");
      const [news] = expectCapabilities(await get("/v1/news/capabilities"), ["news"]);
      expectEqual(news.circuit, "open", "news circuit in /v1/news/capabilities");
      expect(news.status !== "available", `status ${news.status} with an open circuit`);
    });
    await check("failed reads are not charged (credits come back)", async () => {
      const before = expectSuccess(await kget("/v1/billing/balance")).data;
      await kget(`/v1/news/item/${randomInt(100_000_000, 200_000_000)}`);
      const after = expectSuccess(await kget("/v1/billing/balance")).data;
      const total = (b) => b.balance_micro + (b.free_credits_remaining ?? 0) * 1000;
      expectEqual(total(after), total(before), "total balance after a failed read");
    });
  } finally {
    await control("reset", { hits: false, modes: true }).catch(() => {});
  }
}

async function drain() {
  if (!flag("drain")) return skip("402 when the balance is below the price", "pass --drain (spends the unscoped key's credits)");
  if (!UNSCOPED) return skip("402 when the balance is below the price", "no --unscoped key");
  await check("402 CreditTopupRequired (or PaymentRequired with topup) once the credits are spent", async () => {
    let res;
    for (let i = 0; i < 700; i++) {
      res = await req("GET", `/v1/news/stories_top?limit=1&page=${1 + (i % 400)}`, { headers: bearer(UNSCOPED) });
      if (res.status === 402) break;
      expect(res.status === 200, `status ${res.status} while draining`, res.text);
    }
    expectEqual(res.status, 402, "status");
    const body = res.json;
    if (body?.code === "topup_required") {
      expectKeys(body, ["code", "balance_micro", "price_micro", "topup_url"], "CreditTopupRequired", body);
      expectEqual(body.topup_url, "/v1/billing/topup/intents", "topup_url");
      expect(Number.isInteger(body.balance_micro) && body.balance_micro < body.price_micro, "balance_micro < price_micro");
      expectEqual(body.price_micro, 1000, "price_micro of a provider read");
    } else {
      expectEqual(body?.x402Version, 2, "x402Version");
      expect(body?.extensions?.topup?.topup_url === "/v1/billing/topup/intents", "PaymentRequired without the topup extension");
    }
  });
}

const SECTIONS = { discovery, errors, auth, validation, news, apps, anonymousQuota, billing, hostile, resilience, drain, rateLimit };

// ───────────────────────────── main ─────────────────────────────

async function main() {
  console.log(`contract probe → ${BASE}${FAKE ? ` (fake upstream ${FAKE})` : ""}`);
  try {
    const res = await raw("GET", "/fetcher/healthz");
    if (res.status !== 200) throw new Error(`healthz answered ${res.status}`);
  } catch (err) {
    console.error(`The stack is not reachable at ${BASE}: ${err.message}. Start it first (see the header of this script).`);
    process.exit(2);
  }
  if (!KEY) console.log("WARN no --key / SVC_DEV_KEY: keyed checks will fail with 401");
  for (const [name, run] of Object.entries(SECTIONS)) {
    if (ONLY.length && !ONLY.includes(name)) continue;
    section = name;
    await run();
  }
  const secs = Math.round((Date.now() - started) / 1000);
  console.log(`\n${passed} passed, ${failures.length} failed in ${secs} s`);
  if (failures.length) {
    console.log("Failures:");
    for (const f of failures) console.log(`  - ${f}`);
  }
  process.exit(failures.length ? 1 : 0);
}

await main();
