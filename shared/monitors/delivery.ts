/**
 * Webhook delivery, one attempt per `deliver` task (docs/contract.md#monitors). Each attempt has
 * its own row: claimed with a conditional UPDATE (a duplicate task or a racing consumer does
 * nothing), sent as the stored payload bytes signed now with the monitor's current secret, then
 * marked `delivered` (2xx) or `failed`; a failed attempt below its delivery's 8th schedules the
 * next row. A redelivery (`redeliveryStatements`) is a new delivery of the same stored bytes with
 * its own 8 attempts, numbered on after the event's earlier attempts. Every hop goes through the
 * safe fetcher (`sendSigned`, also the webhook test ping's): https only (outside the harness),
 * every redirect revalidated, https → http refused, a short deadline and a capped answer.
 */
import { isEntitled } from "../auth/entitlements";
import { SafeFetchError, safeFetch, safeFetchDefaults } from "../net";
import {
  DELIVERY_DELAYS_MS,
  enqueue,
  type EngineDeps,
  MAX_DELIVERY_ATTEMPTS,
  type MonitorEngineEnv,
  TASK_LEASE_MS,
  WEBHOOK_MAX_BYTES,
  WEBHOOK_MAX_REDIRECTS,
  WEBHOOK_TIMEOUT_MS,
} from "./engine";
import { signedHeaders } from "./signing";

export type DeliveryOutcome = "delivered" | "failed" | "retry_scheduled" | "destination_replaced" | "skipped";

/** Short retries go straight onto the queue with a delay; longer ones wait for a tick. */
const QUEUE_DELAY_MAX_MS = 60_000;
const ERROR_MAX = 200;

interface Claimed {
  event_id: string;
  monitor_id: string;
  kind: DeliveryKind;
  attempt: number;
  first_attempt: number;
  destination: string;
}

/**
 * Which owner a delivery row belongs to: its event table and webhook (the row's `kind`):
 * a monitor's change event, a watch's event, or a watch's `watch.event.updated` announcement.
 */
export type DeliveryKind = "monitor" | "watch" | "watch_update";

/** The stored payload bytes of the event, the owner's current webhook and its workspace's plan. */
const TARGET_SQL: Record<DeliveryKind, string> = {
  monitor: `SELECT e.payload, m.webhook_url, m.webhook_secret, ws.plan FROM monitor_events e
    LEFT JOIN monitors m ON m.id = e.monitor_id LEFT JOIN workspaces ws ON ws.id = m.workspace_id WHERE e.id = ?1`,
  watch: `SELECT e.webhook_payload AS payload, w.webhook_url, w.webhook_secret, ws.plan FROM watch_events e
    LEFT JOIN watches w ON w.id = e.watch_id LEFT JOIN workspaces ws ON ws.id = w.workspace_id WHERE e.id = ?1`,
  watch_update: `SELECT u.payload, w.webhook_url, w.webhook_secret, ws.plan FROM watch_event_updates u
    LEFT JOIN watches w ON w.id = u.watch_id LEFT JOIN workspaces ws ON ws.id = w.workspace_id WHERE u.id = ?1`,
};

/** The entitlement a delivery of each kind needs (shared/auth/entitlements.ts). */
const PROVIDER: Record<DeliveryKind, string> = { monitor: "monitors", watch: "watches", watch_update: "watches" };

export async function deliverAttempt(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, deliveryId: string, now: number): Promise<DeliveryOutcome> {
  const row = await env.DB.prepare(
    `UPDATE webhook_deliveries SET attempted_at = ?2
     WHERE id = ?1 AND status = 'pending' AND (attempted_at IS NULL OR attempted_at <= ?3)
     RETURNING event_id, monitor_id, kind, attempt, first_attempt, destination`,
  )
    .bind(deliveryId, now, now - TASK_LEASE_MS)
    .first<Claimed>();
  if (!row) return "skipped";
  const target = await env.DB.prepare(TARGET_SQL[row.kind])
    .bind(row.event_id)
    .first<{ payload: string | null; webhook_url: string | null; webhook_secret: string | null; plan: string | null }>();
  if (!target || target.payload === null || target.webhook_url !== row.destination || !target.webhook_secret) {
    // The webhook was replaced or removed (or the owner deleted) since this attempt was scheduled.
    await settle(env, deliveryId, "destination_replaced", null, "webhook destination replaced or removed");
    return "destination_replaced";
  }
  if (!isEntitled(target.plan ?? "", PROVIDER[row.kind])) {
    // A workspace whose plan lost monitors/watches is sent nothing: the attempt fails unsent and the
    // schedule goes on, so a workspace whose plan comes back within it still gets the event.
    return failAndReschedule(env, deliveryId, row, now, null, `not sent: the workspace plan does not include ${PROVIDER[row.kind]}`);
  }

  const sent = await sendSigned(env, deps, { destination: row.destination, eventId: row.event_id, body: target.payload, secret: target.webhook_secret });
  if (sent.delivered) {
    await settle(env, deliveryId, "delivered", sent.status_code, null);
    return "delivered";
  }
  return failAndReschedule(env, deliveryId, row, now, sent.status_code, sent.error ?? "not delivered");
}

/** What one signed attempt got from the receiver: its status code (null when none came back) and why it failed. */
export interface SendResult {
  delivered: boolean;
  status_code: number | null;
  error: string | null;
}

/**
 * One attempt: `body` POSTed to `destination`, signed now with `secret` (docs/monitors.md#webhooks),
 * through the safe fetcher within the webhook bounds. 2xx is delivered; anything else (a status,
 * a refused redirect, a timeout) is answered, never thrown.
 */
export async function sendSigned(
  env: Pick<MonitorEngineEnv, "SVC_HARNESS">,
  deps: Pick<EngineDeps, "resolver" | "fetch">,
  o: { destination: string; eventId: string; body: string; secret: string },
): Promise<SendResult> {
  try {
    const res = await safeFetch(o.destination, {
      method: "POST",
      body: o.body,
      headers: await signedHeaders(o.eventId, o.body, o.secret, Date.now()),
      requireHttps: true,
      maxBytes: WEBHOOK_MAX_BYTES,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxRedirects: WEBHOOK_MAX_REDIRECTS,
      resolver: deps.resolver,
      fetch: deps.fetch,
      ...safeFetchDefaults(env),
    });
    const delivered = res.status >= 200 && res.status < 300;
    return { delivered, status_code: res.status, error: delivered ? null : `HTTP ${res.status}` };
  } catch (err) {
    const error = err instanceof SafeFetchError ? `${err.kind}: ${err.message}` : String(err);
    return { delivered: false, status_code: null, error: error.slice(0, ERROR_MAX) };
  }
}

async function failAndReschedule(env: MonitorEngineEnv, deliveryId: string, row: Claimed, now: number, status: number | null, error: string): Promise<DeliveryOutcome> {
  const writes = [settleStatement(env, deliveryId, "failed", status, error)];
  // The next attempt of this delivery (its n-th, counted from its first; the event's numbering goes on).
  const nth = row.attempt - row.first_attempt + 2;
  const nextId = crypto.randomUUID();
  const delay = nth <= MAX_DELIVERY_ATTEMPTS ? DELIVERY_DELAYS_MS[nth - 1]! : null;
  if (delay !== null) {
    // OR IGNORE: a redelivery started meanwhile took this number, and this delivery ends here.
    writes.push(
      env.DB.prepare(
        "INSERT OR IGNORE INTO webhook_deliveries (id, event_id, monitor_id, kind, attempt, first_attempt, destination, status, due_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?8)",
      ).bind(nextId, row.event_id, row.monitor_id, row.kind, row.attempt + 1, row.first_attempt, row.destination, now + delay),
    );
  }
  await env.DB.batch(writes);
  if (delay === null) return "failed";
  if (delay <= QUEUE_DELAY_MAX_MS) {
    await enqueue(env.MONITOR_TASKS, [{ kind: "deliver", deliveryId: nextId, now: now + delay }], Math.ceil(delay / 1000)).catch(() => {});
  }
  return "retry_scheduled";
}

const settleStatement = (env: MonitorEngineEnv, id: string, status: string, responseStatus: number | null, error: string | null) =>
  env.DB.prepare("UPDATE webhook_deliveries SET status = ?2, response_status = ?3, error = ?4 WHERE id = ?1 AND status = 'pending'").bind(
    id,
    status,
    responseStatus,
    error,
  );

async function settle(env: MonitorEngineEnv, id: string, status: string, responseStatus: number | null, error: string | null): Promise<void> {
  await settleStatement(env, id, status, responseStatus, error).run();
}

/**
 * Rotation (docs/contract.md#monitors): a new webhook URL (or none) finalizes the pending attempts for the old
 * one as `destination_replaced`; a secret-only change leaves them, and they sign with the new secret.
 * `ownerId` is the monitor's or the watch's id (the rows' `monitor_id`).
 */
export const replaceDestinationStatement = (db: D1Database, ownerId: string, oldUrl: string) =>
  db.prepare("UPDATE webhook_deliveries SET status = 'destination_replaced' WHERE monitor_id = ?1 AND destination = ?2 AND status = 'pending'").bind(ownerId, oldUrl);

/** Each kind's event table, where a first attempt's event must exist. */
const EVENT_TABLE: Record<DeliveryKind, string> = { monitor: "monitor_events", watch: "watch_events", watch_update: "watch_event_updates" };

/**
 * The first attempt of a new event's delivery, due at `now`, written in the run's own batch and
 * only if the event was (a run that lost its compare-and-set writes neither).
 */
export const firstDeliveryStatement = (db: D1Database, d: { id: string; eventId: string; ownerId: string; kind: DeliveryKind; destination: string; now: number }) =>
  db
    .prepare(
      `INSERT INTO webhook_deliveries (id, event_id, monitor_id, kind, attempt, destination, status, due_at)
       SELECT ?1, ?2, ?3, ?4, 1, ?5, 'pending', ?6 WHERE EXISTS (SELECT 1 FROM ${EVENT_TABLE[d.kind]} WHERE id = ?2)`,
    )
    .bind(d.id, d.eventId, d.ownerId, d.kind, d.destination, d.now);

/**
 * A redelivery of a stored event to `destination` (docs/monitors.md#redeliver): the event's
 * scheduled attempts that were never sent are dropped (the new delivery replaces them), and the
 * new delivery's first attempt, due at `now`, takes the next number of the event's attempts. An
 * attempt in flight meanwhile may still finish; the attempt it would schedule next is taken.
 */
export const redeliveryStatements = (db: D1Database, d: { id: string; eventId: string; ownerId: string; kind: DeliveryKind; destination: string; now: number }) => [
  db.prepare("DELETE FROM webhook_deliveries WHERE event_id = ?1 AND status = 'pending' AND attempted_at IS NULL").bind(d.eventId),
  db
    .prepare(
      `INSERT INTO webhook_deliveries (id, event_id, monitor_id, kind, attempt, first_attempt, destination, status, due_at)
       SELECT ?1, ?2, ?3, ?4, n, n, ?5, 'pending', ?6 FROM (SELECT COALESCE(MAX(attempt), 0) + 1 AS n FROM webhook_deliveries WHERE event_id = ?2)`,
    )
    .bind(d.id, d.eventId, d.ownerId, d.kind, d.destination, d.now),
];
