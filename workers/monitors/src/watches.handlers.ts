/**
 * The watch routes (DECISIONS §2; docs/watches.md). The front door authenticated the key and passes
 * the workspace as `X-Svc-Workspace-Id`; every query is scoped to it, so another workspace's watch
 * or event is a 404. Writes are single statements or one D1 batch: a refused request writes nothing.
 */
import { WATCH_PAGE_DEFAULT_LIMIT, WATCHES_PER_WORKSPACE, type EventQuery } from "@shared/contract/watches.routes";
import { WATCH_TOPICS, type WatchCreateRequest, type WatchTopic, type WatchUpdateRequest } from "@shared/contract/watches.records";
import { ApiError } from "@shared/errors";
import { ok } from "@shared/http/envelope";
import { cursorCodec } from "@shared/http/cursor";
import { replaceDestinationStatement } from "@shared/monitors/delivery";
import { afterFrequencyChange, afterResume } from "@shared/monitors/schedule";
import { applyTopics, DEFAULT_FREQUENCY, effectiveFrequency } from "@shared/watches/lifecycle";
import { loadOwnedWatch, loadWatchEvent, watchEventRows, watchRows } from "@shared/watches/reads";
import { currentState, currentStates, type EventRow, eventView, stateView, type TopicStateRow } from "@shared/watches/store";
import { entityIdOf, normalizeTarget } from "@shared/watches/target";
import { assertWatchTargetAllowed } from "./watch-exclusions";
import { coverageView, entityView, intervalsOf, topicsOf, type WatchRow, watchView } from "@shared/watches/view";
import { type Ctx, checkUrl, valid, workspaceOf } from "./request";

/** How many active events the intelligence summary carries, newest first. */
export const RECENT_EVENTS = 10;

const loadOwned = (c: Ctx, id: string): Promise<WatchRow> => loadOwnedWatch(c.env.DB, workspaceOf(c), id);

export async function createWatch(c: Ctx) {
  const body = valid<WatchCreateRequest>(c, "json");
  const workspaceId = workspaceOf(c);
  const target = normalizeTarget(body.target, c.env);
  await assertWatchTargetAllowed(c.env, body.target, target);
  const webhookUrl = body.webhook ? checkUrl(c, "webhook.url", body.webhook.url, true) : null;
  const topics: WatchTopic[] = body.topics ?? [...WATCH_TOPICS];
  const requested = body.requested_frequency ?? DEFAULT_FREQUENCY;
  const id = crypto.randomUUID();
  const now = Date.now();
  const intervals = applyTopics([], topics, now);
  // Count and insert in one statement, so concurrent creates cannot pass the limit together. The
  // first run (the baseline) is due at once: the next cron tick runs it.
  const inserted = await c.env.DB.prepare(
    `INSERT INTO watches (id, workspace_id, target, domain, origin, entity_id, topics, topic_intervals, requested_frequency,
       effective_frequency, status, status_changed_at, webhook_url, webhook_secret, next_run_at, created_at, updated_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, 'active', ?10, ?11, ?12, ?10, ?10, ?10
     WHERE (SELECT COUNT(*) FROM watches WHERE workspace_id = ?2 AND status != 'archived') < ?13`,
  )
    .bind(
      id,
      workspaceId,
      body.target.trim(),
      target.domain,
      target.origins[0],
      await entityIdOf(target.domain),
      JSON.stringify(topics),
      JSON.stringify(intervals),
      requested,
      now,
      webhookUrl,
      body.webhook?.secret ?? null,
      WATCHES_PER_WORKSPACE,
    )
    .run();
  if (inserted.meta.changes === 0) {
    throw new ApiError("invalid_request", `A workspace holds at most ${WATCHES_PER_WORKSPACE} watches that are not archived; archive one first.`);
  }
  return ok(c, watchView(await loadOwned(c, id)), {}, 201);
}

interface PagePosition extends Record<string, number | string> {
  t: number;
  id: string;
}

export async function listWatches(c: Ctx) {
  const { limit = WATCH_PAGE_DEFAULT_LIMIT, cursor } = valid<{ limit?: number; cursor?: string }>(c, "query");
  const workspaceId = workspaceOf(c);
  const scope = `watches:list:${workspaceId}`;
  const codec = cursorCodec(c.env.CURSOR_SECRET);
  const after = await codec.decodeOr<PagePosition>(scope, cursor, { t: -1, id: "" });
  const results = await watchRows(c.env.DB, workspaceId, limit, after);
  const page = await keysetPage(c, scope, results, limit, (w) => ({ t: w.created_at, id: w.id }));
  return ok(c, page.items.map(watchView), page.meta);
}

/** One page of `limit` out of `limit + 1` fetched rows, and the signed cursor of its last row. */
async function keysetPage<R>(c: Ctx, scope: string, rows: R[], limit: number, position: (row: R) => PagePosition) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  const next = hasMore ? await cursorCodec(c.env.CURSOR_SECRET).encode(scope, position(last)) : null;
  return { items, meta: { has_more: hasMore, next_cursor: next } };
}

export async function getWatch(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  return ok(c, watchView(await loadOwned(c, id)));
}

export async function updateWatch(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const body = valid<WatchUpdateRequest>(c, "json");
  if (body.topics === undefined && body.requested_frequency === undefined && body.status === undefined && body.webhook === undefined) {
    throw new ApiError("invalid_request", 'Send at least one of the body fields "topics", "requested_frequency", "status", "webhook".');
  }
  const w = await loadOwned(c, id);
  if (w.status === "archived") {
    // Archiving again is a no-op; any other change names the field it tried.
    const changed = Object.keys(body).find((field) => !(field === "status" && body.status === "archived"));
    if (changed) throw new ApiError("invalid_request", `Invalid body field "${changed}": an archived watch is final and cannot be changed.`);
  }
  const now = Date.now();
  const status = body.status ?? w.status;
  const requested = body.requested_frequency ?? w.requested_frequency;
  const effective = effectiveFrequency(status, requested, w.coverage_state);
  const statusChanged = status !== w.status;
  let nextRunAt = w.next_run_at;
  if (status !== "active") nextRunAt = null;
  else if (w.status === "paused") nextRunAt = afterResume(effective!, now);
  else if (effective !== w.effective_frequency) nextRunAt = afterFrequencyChange(effective!, now);
  const intervals = body.topics ? applyTopics(intervalsOf(w), body.topics, now) : intervalsOf(w);
  let webhookUrl = w.webhook_url;
  let webhookSecret = w.webhook_secret;
  if (body.webhook === null) webhookUrl = webhookSecret = null;
  else if (body.webhook !== undefined) {
    webhookUrl = checkUrl(c, "webhook.url", body.webhook.url, true);
    webhookSecret = body.webhook.secret;
  }
  const writes = [
    c.env.DB.prepare(
      `UPDATE watches SET topics = ?2, topic_intervals = ?3, requested_frequency = ?4, effective_frequency = ?5, status = ?6,
         status_changed_at = ?7, archived_at = ?8, next_run_at = ?9, webhook_url = ?10, webhook_secret = ?11, updated_at = ?12
       WHERE id = ?1`,
    ).bind(
      w.id,
      JSON.stringify(body.topics ?? topicsOf(w)),
      JSON.stringify(intervals),
      requested,
      effective,
      status,
      statusChanged ? now : w.status_changed_at,
      status === "archived" ? (w.archived_at ?? now) : null,
      nextRunAt,
      webhookUrl,
      webhookSecret,
      now,
    ),
  ];
  // Rotation as for monitors: a new destination finalizes the old one's pending attempts.
  if (w.webhook_url !== null && w.webhook_url !== webhookUrl) writes.push(replaceDestinationStatement(c.env.DB, w.id, w.webhook_url));
  await c.env.DB.batch(writes);
  return ok(c, watchView(await loadOwned(c, w.id)));
}

export async function listEvents(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const q = valid<EventQuery>(c, "query");
  const limit = q.limit ?? WATCH_PAGE_DEFAULT_LIMIT;
  const w = await loadOwned(c, id);
  // The filters are part of the cursor's scope: a cursor only continues the listing it came from.
  const scope = `watches:events:${w.id}:${q.topic ?? ""}:${q.type ?? ""}:${q.since ?? ""}`;
  const before = await cursorCodec(c.env.CURSOR_SECRET).decodeOr<PagePosition>(scope, q.cursor, { t: Number.MAX_SAFE_INTEGER, id: "" });
  const results = await watchEventRows(c.env.DB, w.id, limit, { topic: q.topic, type: q.type, sinceMs: q.since ? Date.parse(q.since) : 0 }, before);
  const page = await keysetPage(c, scope, results, limit, (e) => ({ t: e.created_at, id: e.id }));
  return ok(c, page.items.map(eventView), page.meta);
}

export async function getEvent(c: Ctx) {
  const { id, event_id } = valid<{ id: string; event_id: string }>(c, "param");
  const w = await loadOwned(c, id);
  return ok(c, eventView(await loadWatchEvent(c.env.DB, w.id, event_id)));
}

export async function intelligence(c: Ctx) {
  const { id } = valid<{ id: string }>(c, "param");
  const w = await loadOwned(c, id);
  const [states, events, pages] = await Promise.all([
    currentStates(c.env.DB, w.id),
    c.env.DB.prepare("SELECT * FROM watch_events WHERE watch_id = ?1 AND status = 'active' ORDER BY created_at DESC, id DESC LIMIT ?2")
      .bind(w.id, RECENT_EVENTS)
      .all<EventRow>(),
    c.env.DB.prepare(
      `SELECT COUNT(DISTINCT page_id) AS n FROM watch_observations
       WHERE run_id = (SELECT run_id FROM watch_observations WHERE watch_id = ?1 ORDER BY observed_at DESC LIMIT 1)`,
    )
      .bind(w.id)
      .first<{ n: number }>(),
  ]);
  const topics = Object.fromEntries(states.map((s) => [s.topic, stateView(s)]));
  return ok(c, {
    entity: entityView(w),
    coverage: coverageView(w),
    pages: { monitored: pages?.n ?? 0 },
    topics,
    recent_events: events.results.map(eventView),
  });
}

export async function topicHistory(c: Ctx) {
  const { id, topic } = valid<{ id: string; topic: WatchTopic }>(c, "param");
  const { limit = WATCH_PAGE_DEFAULT_LIMIT, cursor } = valid<{ limit?: number; cursor?: string }>(c, "query");
  const w = await loadOwned(c, id);
  const scope = `watches:history:${w.id}:${topic}`;
  const before = await cursorCodec(c.env.CURSOR_SECRET).decodeOr<PagePosition>(scope, cursor, { t: Number.MAX_SAFE_INTEGER, id: "" });
  const [current, history] = await Promise.all([
    currentState(c.env.DB, w.id, topic),
    c.env.DB.prepare("SELECT * FROM watch_topic_states WHERE watch_id = ?1 AND topic = ?2 AND version < ?3 ORDER BY version DESC LIMIT ?4")
      .bind(w.id, topic, before.t, limit + 1)
      .all<TopicStateRow>(),
  ]);
  const page = await keysetPage(c, scope, history.results, limit, (s) => ({ t: s.version, id: s.id }));
  return ok(c, { topic, current: current ? stateView(current) : null, history: page.items.map(stateView) }, page.meta);
}
