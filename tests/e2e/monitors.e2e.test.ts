/**
 * A change monitor through the real dev stack (`npm run dev`): create it on a local shop page with
 * a webhook to a local receiver, trigger the cron with a scheduled time, change the page's price,
 * trigger again → one signed `monitor.change.detected` (verified with node:crypto), whose
 * evidence points at R2 objects that exist and hash as the event says.
 */
import { stackUrl } from "../support/stack";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { type MonitorWeb, startMonitorWeb } from "../fakes/monitor-web.mjs";

const API = stackUrl("base_url");
const keyed = () => ({ Authorization: `Bearer ${inject("devKey")}`, "Content-Type": "application/json" });
const WAIT = { timeout: 30_000, interval: 300 };
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest("hex");

let web: MonitorWeb;
beforeAll(async () => {
  web = await startMonitorWeb();
});
afterAll(async () => {
  await web?.close();
});

const monitor = async (id: string) => ((await (await fetch(`${API}/v1/monitors/${id}`, { headers: keyed() })).json()) as { data: Record<string, any> }).data;
const cron = (time: number) => fetch(`${API}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*&time=${time}`);

describe("a monitor in the dev stack", () => {
  it("baseline, price change, one signed webhook with evidence in R2", { timeout: 180_000 }, async () => {
    await fetch(`${web.url}/__shop/e2e`, { method: "POST", body: JSON.stringify({ price: "49.00" }) });
    await fetch(`${web.url}/__hook/e2e`, { method: "POST", body: JSON.stringify({ secret: "e2e-secret" }) });
    const created = await fetch(`${API}/v1/monitors`, {
      method: "POST",
      headers: keyed(),
      body: JSON.stringify({ url: `${web.url}/shop/e2e`, detector: "price", frequency: "15m", webhook: { url: `${web.url}/hook/e2e`, secret: "e2e-secret" } }),
    });
    expect(created.status).toBe(202);
    const body = (await created.json()) as { data: { id: string }; meta: { initialization: string } };
    expect(body.meta.initialization).toBe("pending");
    const id = body.data.id;
    await vi.waitFor(async () => expect((await monitor(id)).initialization_state).toBe("ready"), WAIT);
    const first = Date.parse((await monitor(id)).next_run_at);

    expect((await cron(first)).status).toBe(200);
    await vi.waitFor(async () => expect((await monitor(id)).baseline_completed).toBe(true), WAIT);
    await fetch(`${web.url}/__shop/e2e`, { method: "POST", body: JSON.stringify({ price: "39.00" }) });
    expect((await cron(first + 15 * 60_000)).status).toBe(200);

    const deliveries = async () => ((await (await fetch(`${web.url}/__hook/e2e`)).json()) as { deliveries: Array<Record<string, any>> }).deliveries;
    await vi.waitFor(async () => expect(await deliveries()).toHaveLength(1), WAIT);
    const [delivery] = await deliveries();
    expect(delivery!.verified).toBe(true);
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ event_version: 1, event_type: "monitor.change.detected", monitor_id: id, detector: "price", event_id: delivery!.event_id });

    const manifestRes = await fetch(`${API}/__harness/evidence/${event.evidence.manifest_path}`);
    expect(manifestRes.status).toBe(200);
    const manifestText = await manifestRes.text();
    expect(sha256(manifestText)).toBe(event.evidence.manifest_sha256);
    const manifest = JSON.parse(manifestText) as { objects: Array<{ key: string; sha256: string; bytes: number }> };
    expect(manifest.objects.length).toBeGreaterThan(0);
    for (const o of manifest.objects) {
      const bytes = new Uint8Array(await (await fetch(`${API}/__harness/evidence/${o.key}`)).arrayBuffer());
      expect(sha256(bytes)).toBe(o.sha256);
      expect(bytes.byteLength).toBe(o.bytes);
    }

    const history = (await (await fetch(`${API}/v1/monitors/${id}/history`, { headers: keyed() })).json()) as { data: Array<Record<string, unknown>> };
    expect(history.data.map((r) => [r.baseline, r.changed, r.credits])).toEqual([[false, true, 1], [true, false, 1]]);
    expect((await fetch(`${API}/v1/monitors/${id}`, { method: "DELETE", headers: keyed() })).status).toBe(204);
  });
});
