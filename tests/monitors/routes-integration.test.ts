/** The monitor routes (docs/contract.md#monitors) as the front door forwards them: fields, paging, ownership, limits. */
import { createExecutionContext, env } from "cloudflare:test";
import worker from "../../workers/monitors/src/index";
import { describe, expect, it } from "vitest";
import { MonitorEnvelopeSchema, MonitorPageSchema } from "@shared/contract/monitors.routes";
import { call, createMonitor, engineEnv, hookUrl, seedWorkspace, shopUrl } from "./harness";

const base = (name = "a") => ({ url: shopUrl(name), detector: "price", frequency: "1h" });

describe("POST /v1/monitors", () => {
  it("answers 202 with meta.initialization pending, the contract's fields and never the secret", async () => {
    const ws = await seedWorkspace();
    const bindings = engineEnv();
    const res = await call(ws, "POST", "/v1/monitors", { ...base(), webhook: { url: hookUrl("a"), secret: "s3cret-value" } }, bindings);
    expect(res.status).toBe(202);
    const text = await res.text();
    expect(text).not.toContain("s3cret-value");
    const body = MonitorEnvelopeSchema.parse(JSON.parse(text));
    expect(body.meta.initialization).toBe("pending");
    expect(body.data).toMatchObject({ url: shopUrl("a"), detector: "price", frequency: "1h", paused: false, baseline_completed: false, initialization_state: "pending", sync_state: "none", webhook: { url: hookUrl("a") } });
    expect(body.data.next_run_at).toBeUndefined();
    // Initialization goes through the queue.
    expect(bindings.MONITOR_TASKS.sent).toEqual([{ kind: "init", monitorId: body.data.id, now: expect.any(Number) }]);
  });

  it("lets exactly one of 10 concurrent creates take the 100th place, and never holds more than 100", async () => {
    const ws = await seedWorkspace();
    const now = Date.now();
    const inserts = Array.from({ length: 99 }, (_, i) =>
      env.DB.prepare("INSERT INTO monitors (id, workspace_id, url, detector, frequency, created_at, updated_at) VALUES (?1, ?2, ?3, 'price', '1h', ?4, ?4)").bind(crypto.randomUUID(), ws, shopUrl(`n${i}`), now),
    );
    await env.DB.batch(inserts);
    const race = async () => Promise.all(Array.from({ length: 10 }, (_, i) => call(ws, "POST", "/v1/monitors", base(`race${i}`))));
    const first = await race();
    expect(first.map((r) => r.status).sort()).toEqual([202, ...Array(9).fill(400)]);
    for (const refused of first.filter((r) => r.status === 400)) {
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "invalid_request", message: expect.stringContaining("100") });
    }
    expect(await monitorCount(ws)).toBe(100);
    // Full: a second race takes nothing.
    expect((await race()).map((r) => r.status)).toEqual(Array(10).fill(400));
    expect(await monitorCount(ws)).toBe(100);
    // A deleted monitor frees exactly one place, for exactly one of the next racers.
    const created = ((await first.find((r) => r.status === 202)!.json()) as { data: { id: string } }).data.id;
    expect((await call(ws, "DELETE", `/v1/monitors/${created}`)).status).toBe(204);
    expect((await race()).map((r) => r.status).sort()).toEqual([202, ...Array(9).fill(400)]);
    expect(await monitorCount(ws)).toBe(100);
    // Another workspace is not affected.
    expect((await call(await seedWorkspace(), "POST", "/v1/monitors", base())).status).toBe(202);
  });
});

const monitorCount = async (ws: string) => (await env.DB.prepare("SELECT COUNT(*) AS n FROM monitors WHERE workspace_id = ?1").bind(ws).first<{ n: number }>())!.n;

describe("bad input is 400 invalid_request naming the field", () => {
  const cases: [string, string, string, unknown, string][] = [
    ["missing url", "POST", "", { detector: "price", frequency: "1h" }, '"url"'],
    ["missing detector", "POST", "", { url: "https://example.com/", frequency: "1h" }, '"detector"'],
    ["missing frequency", "POST", "", { url: "https://example.com/", detector: "price" }, '"frequency"'],
    ["unknown field", "POST", "", { ...base(), color: "red" }, '"color"'],
    ["frequency outside the presets", "POST", "", { ...base(), frequency: "5m" }, '"frequency"'],
    ["unknown detector", "POST", "", { ...base(), detector: "stock" }, '"detector"'],
    ["non-http(s) url", "POST", "", { ...base(), url: "ftp://example.com/file" }, '"url"'],
    ["url that is not a URL", "POST", "", { ...base(), url: "not a url" }, '"url"'],
    ["metadata address", "POST", "", { ...base(), url: "http://169.254.169.254/latest/meta-data/" }, '"url"'],
    ["credentials in the url", "POST", "", { ...base(), url: "https://user:pw@example.com/" }, '"url"'],
    ["webhook without url", "POST", "", { ...base(), webhook: { secret: "s" } }, '"webhook.url"'],
    ["webhook without secret", "POST", "", { ...base(), webhook: { url: "https://example.com/hook" } }, '"webhook.secret"'],
    ["webhook to the metadata address", "POST", "", { ...base(), webhook: { url: "http://169.254.169.254/hook", secret: "s" } }, '"webhook.url"'],
    ["webhook unknown field", "POST", "", { ...base(), webhook: { url: "https://example.com/hook", secret: "s", events: [] } }, '"events"'],
    ["malformed JSON", "POST", "", "{not json", "JSON"],
    ["url in a PATCH", "PATCH", "/ID", { url: "https://example.com/" }, '"url"'],
    ["detector in a PATCH", "PATCH", "/ID", { detector: "saas_pricing" }, '"detector"'],
    ["PATCH frequency outside the presets", "PATCH", "/ID", { frequency: "2h" }, '"frequency"'],
    ["PATCH paused not boolean", "PATCH", "/ID", { paused: "yes" }, '"paused"'],
    ["PATCH webhook without url", "PATCH", "/ID", { webhook: { secret: "x" } }, '"webhook.url"'],
    ["PATCH new webhook without secret", "PATCH", "/ID", { webhook: { url: "https://example.com/h" } }, '"webhook.secret"'],
    ["PATCH with nothing to change", "PATCH", "/ID", {}, '"frequency"'],
    ["list limit 0", "GET", "?limit=0", undefined, '"limit"'],
    ["list limit 101", "GET", "?limit=101", undefined, '"limit"'],
  ];
  it.each(cases)("%s", async (_name, method, suffix, body, field) => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, base());
    const path = `/v1/monitors${suffix.replace("ID", m.id)}`;
    const res = await call(ws, method, path, body);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe("invalid_request");
    expect(error.message).toContain(field);
    // Nothing was written: the monitor is unchanged.
    const after = await call(ws, "GET", `/v1/monitors/${m.id}`);
    expect(((await after.json()) as { data: { frequency: string } }).data.frequency).toBe("1h");
  });

  it.each([
    ["http webhook", { url: "https://example.com/", webhook: { url: "http://example.com/hook", secret: "s" } }, '"webhook.url"'],
    ["loopback webhook", { url: "https://example.com/", webhook: { url: "https://127.0.0.1/hook", secret: "s" } }, '"webhook.url"'],
    ["private webhook", { url: "https://example.com/", webhook: { url: "https://10.0.0.8/hook", secret: "s" } }, '"webhook.url"'],
    ["localhost url", { url: "http://localhost:8080/" }, '"url"'],
    ["loopback url", { url: "http://127.0.0.1/" }, '"url"'],
    ["private url", { url: "http://192.168.1.10/" }, '"url"'],
    ["link-local url", { url: "http://[fe80::1]/" }, '"url"'],
    ["CGNAT url", { url: "http://100.64.0.1/" }, '"url"'],
  ])("outside the harness: %s", async (_name, body, field) => {
    const ws = await seedWorkspace();
    const prod = { ...engineEnv(), SVC_HARNESS: undefined };
    const res = await call(ws, "POST", "/v1/monitors", { detector: "price", frequency: "1h", ...body }, prod);
    expect(res.status).toBe(400);
    const error = ((await res.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe("invalid_request");
    expect(error.message).toContain(field);
  });
});

describe("GET, PATCH, DELETE, ownership", () => {
  it("another workspace's monitor is 404 on every route", async () => {
    const owner = await seedWorkspace();
    const other = await seedWorkspace();
    const m = await createMonitor(owner, base());
    for (const [method, path, body] of [
      ["GET", `/v1/monitors/${m.id}`],
      ["PATCH", `/v1/monitors/${m.id}`, { paused: true }],
      ["DELETE", `/v1/monitors/${m.id}`],
      ["GET", `/v1/monitors/${m.id}/history`],
    ] as const) {
      const res = await call(other, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    expect((await call(owner, "GET", `/v1/monitors/${m.id}`)).status).toBe(200);
  });

  it("DELETE answers 204 and the monitor is gone", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, base());
    const res = await call(ws, "DELETE", `/v1/monitors/${m.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect((await call(ws, "GET", `/v1/monitors/${m.id}`)).status).toBe(404);
  });

  it("PATCH of the webhook secret never shows it; null removes the webhook", async () => {
    const ws = await seedWorkspace();
    const m = await createMonitor(ws, { ...base(), webhook: { url: hookUrl("p"), secret: "first-secret" } });
    const res = await call(ws, "PATCH", `/v1/monitors/${m.id}`, { webhook: { url: hookUrl("p"), secret: "second-secret" } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("secret-");
    expect(JSON.parse(text).data.webhook).toEqual({ url: hookUrl("p") });
    const removed = await call(ws, "PATCH", `/v1/monitors/${m.id}`, { webhook: null });
    expect(((await removed.json()) as { data: { webhook?: unknown } }).data.webhook).toBeUndefined();
  });
});

describe("GET /v1/monitors pages with signed cursors", () => {
  it("walks every monitor once, in creation order, and refuses an edited cursor", async () => {
    const ws = await seedWorkspace();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await createMonitor(ws, base(`l${i}`))).id);
    const seen: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const res = await call(ws, "GET", `/v1/monitors?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      expect(res.status).toBe(200);
      const page = MonitorPageSchema.parse(await res.json());
      seen.push(...page.data.map((m) => m.id));
      expect(page.meta.has_more).toBe(Boolean(page.meta.next_cursor));
      cursor = page.meta.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(ids);
    const first = MonitorPageSchema.parse(await (await call(ws, "GET", "/v1/monitors?limit=2")).json());
    const edited = `${first.meta.next_cursor!.slice(0, -2)}AA`;
    const bad = await call(ws, "GET", `/v1/monitors?cursor=${edited}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_cursor");
    // Another workspace cannot use this workspace's cursor.
    const foreign = await call(await seedWorkspace(), "GET", `/v1/monitors?cursor=${encodeURIComponent(first.meta.next_cursor!)}`);
    expect(foreign.status).toBe(400);
    // An empty cursor is not a cursor: it fails closed like an edited one, not as the first page.
    const empty = await call(ws, "GET", "/v1/monitors?cursor=");
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe("invalid_cursor");
  });
});

describe("content type", () => {
  it("a body that is not sent as JSON is 400 invalid_request", async () => {
    const ws = await seedWorkspace();
    const res = await worker.fetch(
      new Request("http://monitors.test/v1/monitors", { method: "POST", headers: { "X-Svc-Workspace-Id": ws, "Content-Type": "text/plain" }, body: JSON.stringify(base()) }),
      engineEnv(),
      createExecutionContext(),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  });
});
