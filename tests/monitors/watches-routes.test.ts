/**
 * The watch routes in the monitors worker (DECISIONS §2, §3): create/list/get/patch with strict
 * SPEC schemas on every response, each bad input a 400 naming its field, another workspace's watch
 * a 404, 25 watches per workspace, status/frequency/topic-interval rules (docs/watches.md).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { WatchEnvelopeSchema, WatchPageSchema, EventPageSchema, IntelligenceEnvelopeSchema, TopicHistoryPageSchema } from "@shared/contract/watches.records";
import { call, hookUrl, seedWorkspace } from "./harness";
import { createWatch, expectError, json } from "./watch-harness";

const HOUR = 3_600_000;

describe("POST /v1/watches", () => {
  it("creates an active watch on all five topics with the SPEC shape and no secret", async () => {
    const ws = await seedWorkspace();
    const res = await call(ws, "POST", "/v1/watches", { target: env.WEB_URL, webhook: { url: hookUrl("w-create"), secret: "s3cret-value" } });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain("s3cret-value");
    const w = WatchEnvelopeSchema.parse(JSON.parse(text)).data;
    expect(w).toMatchObject({
      target: env.WEB_URL,
      topics: ["pricing", "product", "integrations", "customers", "positioning"],
      requested_frequency: "24h",
      effective_frequency: "24h",
      status: "active",
      archived_at: null,
      coverage: { state: "initializing", last_run_at: null },
      webhook: { url: hookUrl("w-create") },
    });
    expect(w.entity).toMatchObject({ domain: "127.0.0.1", display_name: null, observed_since: null, last_observed_at: null });
    expect(w.entity.id).toMatch(/^ent_[0-9a-f]{24}$/);
    expect(w.topic_intervals).toHaveLength(5);
    expect(w.topic_intervals.every((i) => i.disabled_at === null && i.enabled_at === w.created_at)).toBe(true);
    // The baseline run is due at once.
    const row = await env.DB.prepare("SELECT next_run_at, created_at FROM watches WHERE id = ?1").bind(w.id).first<{ next_run_at: number; created_at: number }>();
    expect(row!.next_run_at).toBe(row!.created_at);
  });

  it("normalizes a domain or https URL target to the entity domain, the same entity id for the same company", async () => {
    const ws = await seedWorkspace();
    const a = await createWatch(ws, { target: "https://www.Example.com/pricing" });
    const b = await createWatch(ws, { target: "example.com", topics: ["pricing"], requested_frequency: "6h" });
    expect(a.entity.domain).toBe("example.com");
    expect(b.entity.domain).toBe("example.com");
    expect(a.entity.id).toBe(b.entity.id);
    expect(b).toMatchObject({ topics: ["pricing"], requested_frequency: "6h", effective_frequency: "6h" });
  });

  it.each([
    ["an unknown field", { target: "example.com", colour: "red" }, '"colour"'],
    ["a missing target", { topics: ["pricing"] }, '"target"'],
    ["an unknown topic", { target: "example.com", topics: ["pricing", "weather"] }, '"topics.1"'],
    ["a repeated topic", { target: "example.com", topics: ["pricing", "pricing"] }, '"topics"'],
    ["no topics", { target: "example.com", topics: [] }, '"topics"'],
    ["a frequency outside 24h/6h", { target: "example.com", requested_frequency: "1h" }, '"requested_frequency"'],
    ["a webhook without a secret", { target: "example.com", webhook: { url: "https://hooks.example.com/x" } }, '"webhook.secret"'],
    ["a webhook to a refused address", { target: "example.com", webhook: { url: "http://169.254.169.254/latest", secret: "s" } }, '"webhook.url"'],
    ["a target that is neither a domain nor a URL", { target: "not a domain" }, '"target"'],
    ["an ftp target", { target: "ftp://example.com/" }, '"target"'],
    ["a metadata-address target", { target: "http://169.254.169.254/" }, '"target"'],
    ["a reserved-name target", { target: "printer.local" }, '"target"'],
  ])("refuses %s with 400 invalid_request naming the field, and writes nothing", async (_name, body, field) => {
    const ws = await seedWorkspace();
    await expectError(await call(ws, "POST", "/v1/watches", body), 400, "invalid_request", field);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM watches WHERE workspace_id = ?1").bind(ws).first<{ n: number }>())!.n).toBe(0);
  });

  it("lets exactly one of 10 concurrent creates take the 25th place, never holds more than 25 that are not archived", async () => {
    const ws = await seedWorkspace();
    const made = [];
    for (let i = 0; i < 24; i++) made.push(await createWatch(ws, { target: `site${i}.example.com`, topics: ["pricing"] }));
    const race = () => Promise.all(Array.from({ length: 10 }, (_, i) => call(ws, "POST", "/v1/watches", { target: `race${i}.example.com`, topics: ["pricing"] })));
    const first = await race();
    expect(first.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(400)]);
    for (const refused of first.filter((r) => r.status === 400)) await expectError(refused, 400, "invalid_request", "25");
    expect(await liveWatches(ws)).toBe(25);
    expect((await race()).map((r) => r.status)).toEqual(Array(10).fill(400));
    expect(await liveWatches(ws)).toBe(25);
    // Archiving one frees exactly one place, for exactly one of the next racers.
    expect((await call(ws, "PATCH", `/v1/watches/${made[0]!.id}`, { status: "archived" })).status).toBe(200);
    expect((await race()).map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(400)]);
    expect(await liveWatches(ws)).toBe(25);
    // Nor can a place be taken back by reviving the archived one (archived is final).
    await expectError(await call(ws, "PATCH", `/v1/watches/${made[0]!.id}`, { status: "active" }), 400, "invalid_request", '"status"');
    expect(await liveWatches(ws)).toBe(25);
  });
});

const liveWatches = async (ws: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM watches WHERE workspace_id = ?1 AND status != 'archived'").bind(ws).first<{ n: number }>())!.n;

describe("GET /v1/watches and /v1/watches/{id}", () => {
  it("pages the workspace's own watches with the signed cursor", async () => {
    const ws = await seedWorkspace();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createWatch(ws, { target: `p${i}.example.com` })).id);
    const first = WatchPageSchema.parse(await json(await call(ws, "GET", "/v1/watches?limit=2")));
    expect(first.meta.has_more).toBe(true);
    const second = WatchPageSchema.parse(await json(await call(ws, "GET", `/v1/watches?limit=2&cursor=${encodeURIComponent(first.meta.next_cursor!)}`)));
    expect(second.meta).toMatchObject({ has_more: false, next_cursor: null });
    expect([...first.data, ...second.data].map((w) => w.id)).toEqual(ids);
    await expectError(await call(ws, "GET", `/v1/watches?cursor=${first.meta.next_cursor}x`), 400, "invalid_cursor");
    await expectError(await call(ws, "GET", "/v1/watches?cursor="), 400, "invalid_cursor");
    await expectError(await call(ws, "GET", "/v1/watches?limit=101"), 400, "invalid_request", '"limit"');
  });

  it("answers 404 for another workspace's watch on every route", async () => {
    const owner = await seedWorkspace();
    const other = await seedWorkspace();
    const w = await createWatch(owner);
    for (const path of ["", "/events", "/events/x", "/intelligence", "/topics/pricing/history"]) {
      await expectError(await call(other, "GET", `/v1/watches/${w.id}${path}`), 404, "not_found");
    }
    await expectError(await call(other, "PATCH", `/v1/watches/${w.id}`, { status: "paused" }), 404, "not_found");
    expect(WatchPageSchema.parse(await json(await call(other, "GET", "/v1/watches"))).data).toEqual([]);
  });

  it("empty reads of a new watch match the SPEC schemas", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws);
    expect(EventPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/events`))).data).toEqual([]);
    const intel = IntelligenceEnvelopeSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/intelligence`))).data;
    expect(intel).toMatchObject({ pages: { monitored: 0 }, topics: {}, recent_events: [], coverage: { state: "initializing" } });
    const history = TopicHistoryPageSchema.parse(await json(await call(ws, "GET", `/v1/watches/${w.id}/topics/pricing/history`)));
    expect(history.data).toEqual({ topic: "pricing", current: null, history: [] });
    await expectError(await call(ws, "GET", `/v1/watches/${w.id}/topics/weather/history`), 400, "invalid_request", '"topic"');
    await expectError(await call(ws, "GET", `/v1/watches/${w.id}/events?type=pricing.vanished`), 400, "invalid_request", '"type"');
    await expectError(await call(ws, "GET", `/v1/watches/${w.id}/events?since=yesterday`), 400, "invalid_request", '"since"');
    await expectError(await call(ws, "GET", `/v1/watches/${w.id}/events/nope`), 404, "not_found");
  });
});

describe("PATCH /v1/watches/{id}", () => {
  const row = (id: string) => env.DB.prepare("SELECT * FROM watches WHERE id = ?1").bind(id).first<Record<string, any>>();

  it.each([
    ["target", { target: "other.example.com" }, '"target"'],
    ["an unknown field", { paused: true }, '"paused"'],
    ["an unknown status", { status: "deleted" }, '"status"'],
    ["a frequency outside 24h/6h", { requested_frequency: "12h" }, '"requested_frequency"'],
    ["a webhook without a secret", { webhook: { url: "https://hooks.example.com/x" } }, '"webhook.secret"'],
    ["a webhook to a private address outside https", { webhook: { url: "ftp://hooks.example.com/x", secret: "s" } }, '"webhook.url"'],
    ["an empty body", {}, "at least one"],
  ])("refuses %s with 400 invalid_request and changes nothing", async (_name, body, field) => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws);
    const before = await row(w.id);
    await expectError(await call(ws, "PATCH", `/v1/watches/${w.id}`, body), 400, "invalid_request", field);
    expect(await row(w.id)).toEqual(before);
  });

  it("pause stops the schedule, resume runs one interval later, archive is final", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { requested_frequency: "6h" });
    const paused = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { status: "paused" }))).data;
    expect(paused).toMatchObject({ status: "paused", effective_frequency: null, archived_at: null });
    expect(Date.parse(paused.status_changed_at)).toBeGreaterThanOrEqual(Date.parse(w.status_changed_at));
    expect((await row(w.id))!.next_run_at).toBeNull();

    const t = Date.now();
    const resumed = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { status: "active" }))).data;
    expect(resumed).toMatchObject({ status: "active", effective_frequency: "6h" });
    expect((await row(w.id))!.next_run_at).toBeGreaterThanOrEqual(t + 6 * HOUR);

    const archived = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { status: "archived" }))).data;
    expect(archived).toMatchObject({ status: "archived", effective_frequency: null });
    expect(archived.archived_at).toBe(archived.status_changed_at);
    await expectError(await call(ws, "PATCH", `/v1/watches/${w.id}`, { status: "active" }), 400, "invalid_request", '"status"');
    await expectError(await call(ws, "PATCH", `/v1/watches/${w.id}`, { topics: ["pricing"] }), 400, "invalid_request", '"topics"');
  });

  it("a frequency change moves the next run to one new interval from now", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws);
    const t = Date.now();
    const changed = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { requested_frequency: "6h" }))).data;
    expect(changed).toMatchObject({ requested_frequency: "6h", effective_frequency: "6h" });
    const next = (await row(w.id))!.next_run_at as number;
    expect(next).toBeGreaterThanOrEqual(t + 6 * HOUR);
    expect(next).toBeLessThan(t + 7 * HOUR);
  });

  it("topic changes close and open topic intervals", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws, { topics: ["pricing", "product"] });
    const a = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { topics: ["pricing", "integrations"] }))).data;
    expect(a.topics).toEqual(["pricing", "integrations"]);
    const open = (t: string) => a.topic_intervals.filter((i) => i.topic === t && i.disabled_at === null);
    expect(open("pricing")).toHaveLength(1);
    expect(open("integrations")).toHaveLength(1);
    expect(a.topic_intervals.find((i) => i.topic === "product")!.disabled_at).not.toBeNull();
    const b = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { topics: ["pricing", "product"] }))).data;
    // Re-enabled: a second interval for product, the first one stays closed.
    expect(b.topic_intervals.filter((i) => i.topic === "product").map((i) => i.disabled_at === null)).toEqual([false, true]);
  });

  it("replaces and removes the webhook without ever returning the secret", async () => {
    const ws = await seedWorkspace();
    const w = await createWatch(ws);
    const res = await call(ws, "PATCH", `/v1/watches/${w.id}`, { webhook: { url: hookUrl("w-patch"), secret: "another-secret" } });
    const text = await res.text();
    expect(text).not.toContain("another-secret");
    expect(WatchEnvelopeSchema.parse(JSON.parse(text)).data.webhook).toEqual({ url: hookUrl("w-patch") });
    const removed = WatchEnvelopeSchema.parse(await json(await call(ws, "PATCH", `/v1/watches/${w.id}`, { webhook: null }))).data;
    expect(removed.webhook).toBeUndefined();
    expect((await row(w.id))!.webhook_secret).toBeNull();
  });
});
