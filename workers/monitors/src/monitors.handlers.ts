/**
 * The monitor routes (docs/contract.md#monitors). The front door authenticated the key and passes the
 * workspace as `X-Svc-Workspace-Id`; every query is scoped to it, so another workspace's monitor
 * is a 404. Writes are single statements or one D1 batch: a refused request writes nothing.
 */
import {
  type MonitorCreateRequest,
  MONITOR_PAGE_DEFAULT_LIMIT,
  MONITORS_PER_WORKSPACE,
  type MonitorUpdateRequest,
} from "@shared/contract/monitors.routes";
import { ApiError } from "@shared/errors";
import { ok } from "@shared/http/envelope";
import { assertSourceAllowed } from "@shared/net";
import { cursorCodec } from "@shared/http/cursor";
import { replaceDestinationStatement } from "@shared/monitors/delivery";
import { enqueue, TASK_LEASE_MS } from "@shared/monitors/engine";
import { afterFrequencyChange, afterResume } from "@shared/monitors/schedule";
import { type MonitorRow, monitorView } from "@shared/monitors/monitor-view";
import { loadOwnedMonitor, monitorRows, runRows } from "@shared/monitors/reads";
import { type Ctx, checkUrl, valid, workspaceOf } from "./request";

export const loadOwned = (c: Ctx, id: string): Promise<MonitorRow> => loadOwnedMonitor(c.env.DB, workspaceOf(c), id);

export async function createMonitor(c: Ctx) {
  const body = valid<MonitorCreateRequest>(c, "json");
  const workspaceId = workspaceOf(c);
  const url = checkUrl(c, "url", body.url, false);
  await assertSourceAllowed(c.env, url);
  const webhookUrl = body.webhook ? checkUrl(c, "webhook.url", body.webhook.url, true) : null;
  const id = crypto.randomUUID();
  const now = Date.now();
  // Count and insert in one statement, so concurrent creates cannot pass the limit together.
  const inserted = await c.env.DB.prepare(
    `INSERT INTO monitors (id, workspace_id, url, detector, frequency, webhook_url, webhook_secret, init_next_retry_at, created_at, updated_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9 WHERE (SELECT COUNT(*) FROM monitors WHERE workspace_id = ?2) < ?10`,
  )
    .bind(id, workspaceId, url, body.detector, body.frequency, webhookUrl, body.webhook?.secret ?? null, now + TASK_LEASE_MS, now, MONITORS_PER_WORKSPACE)
    .run();
  if (inserted.meta.changes === 0) {
    throw new ApiError("invalid_request", `A workspace holds at most ${MONITORS_PER_WORKSPACE} monitors; delete one first.`);
  }
  // If this send is lost, the next tick re-enqueues the initialization when its lease ends.
  await enqueue(c.env.MONITOR_TASKS, [{ kind: "init", monitorId: id, now }]).catch((err: unknown) => console.error("init enqueue failed", id, String(err)));
  return ok(c, monitorView(await loadOwned(c, id)), { initialization: "pending" }, 202);
}

const pageScope = (workspaceId: string, what: string) => `monitors:${what}:${workspaceId}`;

interface PagePosition extends Record<string, number | string> {
  t: number;
  id: string;
}

export async function listMonitors(c: Ctx) {
  const { limit = MONITOR_PAGE_DEFAULT_LIMIT, cursor } = valid<{ limit?: number; cursor?: string }>(c, "query");
  const workspaceId = workspaceOf(c);
  const codec = cursorCodec(c.env.CURSOR_SECRET);
  const after = await codec.decodeOr<PagePosition>(pageScope(workspaceId, "list"), cursor, { t: -1, id: "" });
  const results = await monitorRows(c.env.DB, workspaceId, limit, after);
  const page = results.slice(0, limit);
  const last = page.at(-1);
  const hasMore = results.length > limit && last !== undefined;
  const next = hasMore ? await codec.encode(pageScope(workspaceId, "list"), { t: last.created_at, id: last.id }) : null;
  return ok(c, page.map(monitorView), { has_more: hasMore, next_cursor: next });
}

export async function getMonitor(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  return ok(c, monitorView(await loadOwned(c, id)));
}

export async function updateMonitor(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const body = valid<MonitorUpdateRequest>(c, "json");
  if (body.frequency === undefined && body.paused === undefined && body.webhook === undefined) {
    throw new ApiError("invalid_request", "Send at least one of the body fields \"frequency\", \"paused\", \"webhook\".");
  }
  const m = await loadOwned(c, id);
  const now = Date.now();
  const frequency = body.frequency ?? m.frequency;
  const paused = body.paused ?? m.paused === 1;
  // A monitor of a source excluded since its creation may still be paused (or deleted), not kept running.
  if (!paused) await assertSourceAllowed(c.env, m.url);
  let nextRunAt = m.next_run_at;
  if (m.init_state === "ready") {
    if (m.paused === 1 && !paused) nextRunAt = afterResume(frequency, now);
    else if (body.frequency !== undefined && body.frequency !== m.frequency && !paused) nextRunAt = afterFrequencyChange(frequency, now);
  }
  let webhookUrl = m.webhook_url;
  let webhookSecret = m.webhook_secret;
  if (body.webhook === null) {
    webhookUrl = webhookSecret = null;
  } else if (body.webhook !== undefined) {
    webhookUrl = checkUrl(c, "webhook.url", body.webhook.url, true);
    webhookSecret = body.webhook.secret ?? m.webhook_secret;
    if (webhookSecret === null) throw new ApiError("invalid_request", 'Invalid body field "webhook.secret": is required for a new webhook.');
  }
  // SPEC (sync_state): a PATCH of frequency or paused starts a reconciliation; a failed one is re-armed by any new PATCH.
  const resync = body.frequency !== undefined || body.paused !== undefined || m.sync_state === "failed";
  const writes = [
    c.env.DB.prepare(
      `UPDATE monitors SET frequency = ?2, paused = ?3, next_run_at = ?4, webhook_url = ?5, webhook_secret = ?6, updated_at = ?7
       ${resync ? ", sync_state = 'pending', sync_generation = sync_generation + 1, sync_attempts = 0, sync_next_retry_at = ?8, sync_error_reason = NULL" : ""}
       WHERE id = ?1`,
    ).bind(m.id, frequency, paused ? 1 : 0, nextRunAt, webhookUrl, webhookSecret, now, ...(resync ? [now + TASK_LEASE_MS] : [])),
  ];
  // Rotation: a new destination finalizes the old one's pending attempts; a new secret alone does not.
  if (m.webhook_url !== null && m.webhook_url !== webhookUrl) writes.push(replaceDestinationStatement(c.env.DB, m.id, m.webhook_url));
  await c.env.DB.batch(writes);
  if (resync) {
    await enqueue(c.env.MONITOR_TASKS, [{ kind: "sync", monitorId: m.id, now }]).catch((err: unknown) => console.error("sync enqueue failed", m.id, String(err)));
  }
  return ok(c, monitorView(await loadOwned(c, m.id)));
}

export async function deleteMonitor(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const m = await loadOwned(c, id);
  await c.env.DB.batch([
    c.env.DB.prepare("DELETE FROM monitors WHERE id = ?1").bind(m.id),
    c.env.DB.prepare("DELETE FROM monitor_runs WHERE monitor_id = ?1").bind(m.id),
    c.env.DB.prepare("UPDATE webhook_deliveries SET status = 'destination_replaced' WHERE monitor_id = ?1 AND status = 'pending'").bind(m.id),
  ]);
  return c.body(null, 204);
}

export async function monitorHistory(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const { limit = MONITOR_PAGE_DEFAULT_LIMIT, cursor } = valid<{ limit?: number; cursor?: string }>(c, "query");
  const m = await loadOwned(c, id);
  const codec = cursorCodec(c.env.CURSOR_SECRET);
  const scope = pageScope(m.id, "history");
  const before = await codec.decodeOr<PagePosition>(scope, cursor, { t: Number.MAX_SAFE_INTEGER, id: "" });
  const results = await runRows(c.env.DB, m.id, limit, before);
  const page = results.slice(0, limit);
  const last = page.at(-1);
  const hasMore = results.length > limit && last !== undefined;
  const next = hasMore ? await codec.encode(scope, { t: last.created_at, id: last.id }) : null;
  const runs = page.map((r) => ({
    id: r.id,
    timestamp: new Date(r.created_at).toISOString(),
    status: r.status,
    baseline: r.baseline === 1,
    changed: r.changed === 1,
    credits: r.credits,
  }));
  return ok(c, runs, { has_more: hasMore, next_cursor: next });
}
