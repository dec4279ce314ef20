/**
 * Helpers of the monitors tier: workspaces seeded in D1, the monitors worker called as the front
 * door calls it (workspace header), and an engine env whose queue records what it was sent so a
 * test drives each task itself (the real queue and consumer are exercised in queue-integration).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { detectors } from "@shared/detectors";
import type { EngineDeps, MonitorTask } from "@shared/monitors/engine";
import { initializeMonitor } from "@shared/monitors/lifecycle";
import { accountOwnerOf, type CreditNamespace, type LedgerEntry, readBalance, readLedger } from "@shared/billing";
import worker from "../../workers/monitors/src/index";
import type { MonitorsBindings } from "../../workers/monitors/src/env";

export const deps: EngineDeps = { detectors };

export async function seedWorkspace(creditsMicro = 500_000): Promise<string> {
  const orgId = `org_${crypto.randomUUID()}`;
  const workspaceId = `ws_${crypto.randomUUID()}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizations (id, name) VALUES (?1, 'org')").bind(orgId),
    env.DB.prepare("INSERT INTO workspaces (id, org_id, name, free_credits_micro) VALUES (?1, ?2, 'ws', ?3)").bind(workspaceId, orgId, creditsMicro),
  ]);
  return workspaceId;
}

/** A workspace's balance, read from its organization's credit account. */
export async function balanceOf(workspaceId: string) {
  return readBalance(env.CREDITS, (await accountOwnerOf(env.DB, workspaceId))!);
}

/** The workspace's ledger rows, newest first. */
export async function ledgerOf(workspaceId: string): Promise<LedgerEntry[]> {
  return (await readLedger(env.CREDITS, (await accountOwnerOf(env.DB, workspaceId))!, 100)).items;
}

/**
 * The real credit accounts, seen by a consumer that loses something: `afterCharge` runs once the
 * account has taken the charge and before its answer reaches the run (never settling: the
 * consumer died; throwing: the answer was lost; a gate: the run stalls), and `refundFails` makes
 * every refund fail to reach the account.
 */
export function creditsWith(o: { afterCharge?: () => Promise<unknown>; refundFails?: boolean }): CreditNamespace {
  const ns = env.CREDITS;
  const wrapped = {
    idFromName: (name: string) => ns.idFromName(name),
    get(id: DurableObjectId) {
      const stub = ns.get(id);
      return {
        balance: (workspaceId: string) => stub.balance(workspaceId),
        async charge(...args: Parameters<typeof stub.charge>) {
          const result = await stub.charge(...args);
          await o.afterCharge?.();
          return result;
        },
        async refund(...args: Parameters<typeof stub.refund>) {
          if (o.refundFails) throw new Error("credit account unreachable");
          return stub.refund(...args);
        },
      };
    },
  };
  return wrapped as unknown as CreditNamespace;
}

/** A promise the test settles when it chooses (a stalled fetch, a stalled answer). */
export function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

export interface RecordingQueue extends Queue<MonitorTask> {
  sent: MonitorTask[];
}

export function recordingQueue(): RecordingQueue {
  const sent: MonitorTask[] = [];
  const queue = {
    sent,
    async send(body: MonitorTask) {
      sent.push(body);
      return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    },
    async sendBatch(messages: Iterable<MessageSendRequest<MonitorTask>>) {
      for (const m of messages) sent.push(m.body);
      return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
    },
    async metrics() {
      return { backlogCount: 0, backlogBytes: 0 };
    },
  };
  return queue as unknown as RecordingQueue;
}

/** The real bindings, with the queue replaced by a recorder (tasks are run by the test). */
export function engineEnv(queue = recordingQueue()): MonitorsBindings & { MONITOR_TASKS: RecordingQueue } {
  return { ...env, MONITOR_TASKS: queue };
}

/** Calls the monitors worker as the front door does, for `workspaceId`. */
export async function call(
  workspaceId: string,
  method: string,
  path: string,
  body?: unknown,
  bindings: MonitorsBindings = engineEnv(),
): Promise<Response> {
  const headers = new Headers({ "X-Svc-Workspace-Id": workspaceId, "X-Request-Id": "req-test" });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://monitors.test${path}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) }),
    bindings,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

export const shopUrl = (name: string) => `${env.WEB_URL}/shop/${name}`;
export const hookUrl = (name: string) => `${env.WEB_URL}/hook/${name}`;

export async function setShop(name: string, o: { price?: string; currency?: string; status?: number }): Promise<void> {
  await fetch(`${env.WEB_URL}/__shop/${name}`, { method: "POST", body: JSON.stringify(o) });
}

export async function shopHits(name: string): Promise<number> {
  return ((await (await fetch(`${env.WEB_URL}/__shop/${name}`)).json()) as { hits: number }).hits;
}

export interface ReceivedDelivery {
  event_id: string;
  timestamp: string;
  signature: string;
  content_type: string;
  body: string;
  /** The exact bytes the receiver got. */
  body_base64: string;
  /** The receiver's own verdict, at its (real) clock when the delivery arrived. */
  verified: boolean;
  answered: number;
}

export async function configureHook(name: string, o: { secret?: string; fail_rate?: number; status?: number; redirect?: string }): Promise<void> {
  await fetch(`${env.WEB_URL}/__hook/${name}`, { method: "POST", body: JSON.stringify(o) });
}

export async function received(name: string): Promise<ReceivedDelivery[]> {
  return ((await (await fetch(`${env.WEB_URL}/__hook/${name}`)).json()) as { deliveries: ReceivedDelivery[] }).deliveries;
}

/**
 * What SPEC's "Monitor change webhook" promises a receiver about one attempt, checked against the
 * service's actual request and written here from SPEC alone (WebCrypto; not the project's signer):
 * `X-Service-Event-Id` the event, `X-Service-Timestamp` the Unix seconds at which the attempt was
 * sent, `X-Service-Signature` `sha256=` + lowercase hex HMAC-SHA256 with the secret over
 * "<timestamp>.<the exact body bytes>", and those bytes the stored payload. `sentAtMs` is the
 * clock at sending (tests pin it with vi.setSystemTime).
 */
export async function expectSignedAsSpec(got: ReceivedDelivery, o: { secret: string; eventId: string; payload: string; sentAtMs: number }): Promise<void> {
  const bytes = Uint8Array.from(atob(got.body_base64), (ch) => ch.charCodeAt(0));
  expect(got.event_id).toBe(o.eventId);
  expect(got.content_type).toMatch(/^application\/json\b/);
  expect([...bytes]).toEqual([...new TextEncoder().encode(o.payload)]);
  expect(got.timestamp).toBe(String(Math.floor(o.sentAtMs / 1000)));
  const message = new Uint8Array([...new TextEncoder().encode(`${got.timestamp}.`), ...bytes]);
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(o.secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, message));
  expect(got.signature).toBe(`sha256=${Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("")}`);
  // And the customer's receiver (node:crypto, 5-minute tolerance) accepts it when it arrives.
  expect(await verifyAt(got, o.secret, Math.floor(o.sentAtMs / 1000))).toEqual({ ok: true });
}

/** The node:crypto verifier of the receiver, at a chosen clock. */
export async function verifyAt(d: { timestamp: string; signature: string; body: string }, secret: string, nowS: number): Promise<{ ok: boolean; why?: string }> {
  const res = await fetch(`${env.WEB_URL}/__verify`, { method: "POST", body: JSON.stringify({ ...d, secret, now_s: nowS }) });
  return (await res.json()) as { ok: boolean; why?: string };
}

export interface MonitorBody {
  id: string;
  [field: string]: unknown;
}

export async function createMonitor(workspaceId: string, body: Record<string, unknown>, bindings: MonitorsBindings = engineEnv()): Promise<MonitorBody> {
  const res = await call(workspaceId, "POST", "/v1/monitors", body, bindings);
  if (res.status !== 202) throw new Error(`create failed ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: MonitorBody }).data;
}

export async function getMonitor(workspaceId: string, id: string): Promise<MonitorBody> {
  return ((await (await call(workspaceId, "GET", `/v1/monitors/${id}`)).json()) as { data: MonitorBody }).data;
}

export const row = (id: string) => env.DB.prepare("SELECT * FROM monitors WHERE id = ?1").bind(id).first<Record<string, unknown>>();

/** A ready price monitor on the shop page `shop`, with a webhook to the receiver `shop` unless told otherwise. */
export async function readyShopMonitor(shop: string, o: { credits?: number; webhook?: boolean } = {}) {
  const ws = await seedWorkspace(o.credits ?? 500_000);
  const m = await createMonitor(ws, {
    url: shopUrl(shop),
    detector: "price",
    frequency: "15m",
    ...(o.webhook === false ? {} : { webhook: { url: hookUrl(shop), secret: `secret-${shop}` } }),
  });
  const t0 = Date.now();
  await initializeMonitor(env, {}, m.id, t0);
  return { ws, id: m.id, t0 };
}
