/**
 * Webhook delivery, one attempt per `deliver` task (docs/contract.md#monitors). Each attempt has
 * its own row: claimed with a conditional UPDATE (a duplicate task or a racing consumer does
 * nothing), sent as the stored payload bytes signed now with the monitor's current secret, then
 * marked `delivered` (2xx) or `failed`; a failed attempt below the 8th schedules the next row.
 * Every hop goes through the safe fetcher: https only (outside the harness), every redirect
 * revalidated, https → http refused, a short deadline and a capped answer.
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
  destination: string;
}

/** Which owner a delivery row belongs to: its event table and webhook (the row's `kind`). */
export type DeliveryKind = "monitor" | "watch";

/** The stored payload bytes of the event, the owner's current webhook and its workspace's plan. */
const TARGET_SQL: Record<DeliveryKind, string> = {
  monitor: `SELECT e.payload, m.webhook_url, m.webhook_secret, ws.plan FROM monitor_events e
    LEFT JOIN monitors m ON m.id = e.monitor_id LEFT JOIN workspaces ws ON ws.id = m.workspace_id WHERE e.id = ?1`,
  watch: `SELECT e.webhook_payload AS payload, w.webhook_url, w.webhook_secret, ws.plan FROM watch_events e
    LEFT JOIN watches w ON w.id = e.watch_id LEFT JOIN workspaces ws ON ws.id = w.workspace_id WHERE e.id = ?1`,
};

/** The entitlement a delivery of each kind needs (shared/auth/entitlements.ts). */
const PROVIDER: Record<DeliveryKind, string> = { monitor: "monitors", watch: "watches" };

export async function deliverAttempt(env: MonitorEngineEnv, deps: Pick<EngineDeps, "resolver" | "fetch">, deliveryId: string, now: number): Promise<DeliveryOutcome> {
  const row = await env.DB.prepare(
    `UPDATE webhook_deliveries SET attempted_at = ?2
     WHERE id = ?1 AND status = 'pending' AND (attempted_at IS NULL OR attempted_at <= ?3)
     RETURNING event_id, monitor_id, kind, attempt, destination`,
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

  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await safeFetch(row.destination, {
      method: "POST",
      body: target.payload,
      headers: await signedHeaders(row.event_id, target.payload, target.webhook_secret, Date.now()),
      requireHttps: true,
      maxBytes: WEBHOOK_MAX_BYTES,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      maxRedirects: WEBHOOK_MAX_REDIRECTS,
      resolver: deps.resolver,
      fetch: deps.fetch,
      ...safeFetchDefaults(env),
    });
    status = res.status;
    if (status >= 200 && status < 300) {
      await settle(env, deliveryId, "delivered", status, null);
      return "delivered";
    }
    error = `HTTP ${status}`;
  } catch (err) {
    error = err instanceof SafeFetchError ? `${err.kind}: ${err.message}` : String(err);
  }
  return failAndReschedule(env, deliveryId, row, now, status, error.slice(0, ERROR_MAX));
}

async function failAndReschedule(env: MonitorEngineEnv, deliveryId: string, row: Claimed, now: number, status: number | null, error: string): Promise<DeliveryOutcome> {
  const writes = [settleStatement(env, deliveryId, "failed", status, error)];
  const next = row.attempt + 1;
  const nextId = crypto.randomUUID();
  const delay = next <= MAX_DELIVERY_ATTEMPTS ? DELIVERY_DELAYS_MS[next - 1]! : null;
  if (delay !== null) {
    writes.push(
      env.DB.prepare(
        "INSERT OR IGNORE INTO webhook_deliveries (id, event_id, monitor_id, kind, attempt, destination, status, due_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7)",
      ).bind(nextId, row.event_id, row.monitor_id, row.kind, next, row.destination, now + delay),
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
const EVENT_TABLE: Record<DeliveryKind, string> = { monitor: "monitor_events", watch: "watch_events" };

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
