/**
 * The watch routes at the front door: key required, the request validated with the watch contract
 * before anything is forwarded to the monitors worker (an echo stand-in here; tests/monitors tests
 * the worker itself), free per request; /v1/capabilities, /openapi.json and /llms.txt cover every
 * watch route and the price of a run (1 credit per topic).
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { readBalance } from "@shared/billing";
import { watchRoutes } from "@shared/contract/watches.routes";
import { bearer, seedKey } from "./seed";
import { expectInvalidRequest } from "../support/invalid-request";

const json = (key: string, method: string, body: unknown) => ({ method, headers: { ...bearer(key), "Content-Type": "application/json" }, body: JSON.stringify(body) });
const ID = "0b8f6f1e-4a1f-4a59-9a53-1c2b3d4e5f60";

describe("watch routes at the front door", () => {
  it("need a key", async () => {
    expect((await SELF.fetch("http://api.test/v1/watches")).status).toBe(401);
    expect((await SELF.fetch(`http://api.test/v1/watches/${ID}/intelligence`)).status).toBe(401);
  });

  it("forward every route with its method, body and workspace, and charge nothing per request", async () => {
    const k = await seedKey();
    const before = await readBalance(env.CREDITS, k);
    const create = await SELF.fetch("http://api.test/v1/watches", json(k.key, "POST", { target: "example.com" }));
    const echoed = ((await create.json()) as { data: { provider: string; method: string; path: string; body: string; workspace: string } }).data;
    expect(echoed).toMatchObject({ provider: "monitors", method: "POST", path: "/v1/watches", workspace: k.workspaceId });
    expect(JSON.parse(echoed.body)).toEqual({ target: "example.com" });
    const patch = await SELF.fetch(`http://api.test/v1/watches/${ID}`, json(k.key, "PATCH", { status: "paused" }));
    expect(((await patch.json()) as { data: { method: string } }).data.method).toBe("PATCH");
    for (const path of ["", "/events?topic=pricing&type=pricing.plan_added&since=2026-01-01T00:00:00Z&limit=5", "/events/e1", "/intelligence", "/topics/pricing/history?limit=2"]) {
      const res = await SELF.fetch(`http://api.test/v1/watches/${ID}${path}`, { headers: bearer(k.key) });
      expect(res.status, path).toBe(200);
      expect(((await res.json()) as { data: { path: string } }).data.path).toBe(`/v1/watches/${ID}${path.split("?")[0]}`);
    }
    expect(await readBalance(env.CREDITS, k)).toEqual(before);
  });

  it.each([
    ["an unknown field", "POST", "/v1/watches", { target: "example.com", extra: 1 }, '"extra"'],
    ["a missing target", "POST", "/v1/watches", {}, '"target"'],
    ["an unknown topic", "POST", "/v1/watches", { target: "example.com", topics: ["weather"] }, '"topics.0"'],
    ["a frequency outside 24h/6h", "POST", "/v1/watches", { target: "example.com", requested_frequency: "1h" }, '"requested_frequency"'],
    ["a webhook without a secret", "POST", "/v1/watches", { target: "example.com", webhook: { url: "https://h.example.com/" } }, '"webhook.secret"'],
    ["target in a PATCH", "PATCH", `/v1/watches/${ID}`, { target: "other.com" }, '"target"'],
  ])("refuse %s with 400 invalid_request before forwarding", async (_name, method, path, body, field) => {
    const k = await seedKey();
    await expectInvalidRequest(await SELF.fetch(`http://api.test${path}`, json(k.key, method, body)), field);
  });

  it("refuse an unknown topic in the history path and a bad event filter", async () => {
    const k = await seedKey();
    for (const [path, field] of [[`/v1/watches/${ID}/topics/weather/history`, '"topic"'], [`/v1/watches/${ID}/events?type=x`, '"type"'], [`/v1/watches/${ID}/events?since=soon`, '"since"']]) {
      const res = await SELF.fetch(`http://api.test${path}`, { headers: bearer(k.key) });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(field);
    }
  });
});

describe("watch discovery", () => {
  it("/v1/capabilities lists every watch route (free) and the per-topic price of a run", async () => {
    const body = (await (await SELF.fetch("http://api.test/v1/capabilities")).json()) as { data: { providers: { name: string; routes: Record<string, unknown>[]; billed_work?: unknown[] }[] } };
    const watches = body.data.providers.find((p) => p.name === "watches")!;
    for (const spec of watchRoutes) {
      expect(watches.routes).toContainEqual({ method: spec.route.method.toUpperCase(), path: spec.route.path, auth: "key", scope: null, price_credits: 0 });
    }
    expect(watches.billed_work).toEqual([expect.objectContaining({ work: "watch_run_per_topic", price_credits: 1, per: "topic", scheduled_by: { method: "POST", path: "/v1/watches" } })]);
  });

  it("/openapi.json documents every watch path and the SPEC schemas", async () => {
    const doc = (await (await SELF.fetch("http://api.test/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } };
    expect(Object.keys(doc.paths["/v1/watches"]!)).toEqual(expect.arrayContaining(["get", "post"]));
    expect(Object.keys(doc.paths["/v1/watches/{id}"]!)).toEqual(expect.arrayContaining(["get", "patch"]));
    for (const path of ["/v1/watches/{id}/events", "/v1/watches/{id}/events/{event_id}", "/v1/watches/{id}/intelligence", "/v1/watches/{id}/topics/{topic}/history"]) {
      expect(Object.keys(doc.paths[path]!), path).toEqual(["get"]);
    }
    for (const name of ["Watch", "WatchCreateRequest", "WatchUpdateRequest", "WatchEnvelope", "WatchPage", "CCIEvent", "CCIEvidence", "CCITopicState", "CCIIntelligence", "CCIEventPage", "CCITopicHistoryPage", "WatchEventCreated"]) {
      expect(doc.components.schemas, name).toHaveProperty(name);
    }
  });

  it("/llms.txt says how to create a watch and read its events", async () => {
    const text = await (await SELF.fetch("http://api.test/llms.txt")).text();
    for (const s of ["POST /v1/watches", "/v1/watches/{id}/events", "/intelligence", "/topics/{topic}/history", "watch.event.created", "1 credit per topic"]) expect(text).toContain(s);
  });
});
