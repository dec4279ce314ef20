/**
 * A signed-in human's workspace with monitors and watches in it, for the dashboard's pages: rows
 * written to D1 (and snapshots to R2) in the shapes the engine writes them, built with the
 * engine's own pieces where they are pure (the saas_pricing detector's `changes` and `compare`,
 * `changeEvent`, `newTopicState`, `buildEvent`). The engine itself runs in the monitors tier and
 * in the end-to-end test; here only what the pages read matters.
 */
import { env } from "cloudflare:test";
import type { CCIEvent, Lineage } from "@shared/contract/watches.records";
import { detectors, type PricingState } from "@shared/detectors";
import { changeEvent } from "@shared/monitors/event";
import type { EventDraft } from "@shared/watches/events";
import { buildEvent, newTopicState, type Observation } from "@shared/watches/records";
import { Browser } from "./support";

export const HOUR = 3_600_000;

/** A human signed in to a fresh workspace, and that workspace's id. */
export async function signedInWorkspace(): Promise<{ browser: Browser; workspaceId: string }> {
  const email = `${crypto.randomUUID()}@example.com`;
  const browser = new Browser();
  await browser.signIn(email);
  const row = await env.DB.prepare("SELECT w.id FROM users u JOIN workspaces w ON w.org_id = u.org_id WHERE u.email = ?1").bind(email).first<{ id: string }>();
  return { browser, workspaceId: row!.id };
}

export const plans = (...prices: Array<[string, number | null]>): PricingState => ({
  plans: prices.map(([name, amount]) => ({ name, amount, currency: "USD", period: "month", billing: null, per: null })),
});

export interface SeededMonitor {
  id: string;
  eventIds: string[];
  runIds: string[];
  t0: number;
}

/**
 * A ready saas_pricing monitor whose runs read `states` in turn, one hour apart: the first is the
 * baseline, each later state that differs is a changed run with its event (changes from the
 * detector). `attempts[i]` are the receiver's status codes for event i's delivery attempts.
 */
export async function seedPricingMonitor(
  workspaceId: string,
  states: PricingState[],
  options: { url?: string; webhook?: boolean; attempts?: number[][] } = {},
): Promise<SeededMonitor> {
  const detector = detectors.saas_pricing;
  const id = crypto.randomUUID();
  const t0 = Date.UTC(2026, 4, 1, 9, 0);
  const url = options.url ?? "https://shop.example/pricing";
  const webhook = options.webhook ?? true;
  await env.DB.prepare(
    `INSERT INTO monitors (id, workspace_id, url, detector, frequency, webhook_url, webhook_secret, init_state, sync_state, baseline_completed,
       detector_version, detector_state, next_run_at, created_at, updated_at)
     VALUES (?1, ?2, ?3, 'saas_pricing', '1h', ?4, ?5, 'ready', 'synced', 1, ?6, ?7, ?8, ?9, ?9)`,
  )
    .bind(id, workspaceId, url, webhook ? "https://hooks.example/receiver" : null, webhook ? "whsec-test" : null, detector.version, JSON.stringify(states.at(-1)), t0 + states.length * HOUR, t0 - 60_000)
    .run();
  const eventIds: string[] = [];
  const runIds: string[] = [];
  const writes: D1PreparedStatement[] = [];
  for (const [i, state] of states.entries()) {
    const runId = crypto.randomUUID();
    runIds.push(runId);
    const at = t0 + i * HOUR;
    const changes = i === 0 ? [] : detector.changes(states[i - 1]!, state);
    writes.push(
      env.DB.prepare("INSERT INTO monitor_runs (id, monitor_id, slot, status, baseline, changed, credits, created_at) VALUES (?1, ?2, ?3, 'succeeded', ?4, ?5, 1, ?3)").bind(
        runId,
        id,
        at,
        i === 0 ? 1 : 0,
        changes.length > 0 ? 1 : 0,
      ),
    );
    if (changes.length === 0) continue;
    const eventId = crypto.randomUUID();
    eventIds.push(eventId);
    const payload = changeEvent({
      eventId,
      monitorId: id,
      runId,
      detector: "saas_pricing",
      url,
      changes: detector.compare(states[i - 1]!, state),
      detectedAt: at,
      evidence: { repository: "svc-monitor-snapshots", commit: "c".repeat(64), manifest_path: `monitors/${id}/runs/${runId}/manifest.json`, manifest_sha256: "d".repeat(64), bytes: 1000 },
    });
    writes.push(
      env.DB.prepare("INSERT INTO monitor_events (id, monitor_id, run_id, payload, changes, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)").bind(
        eventId,
        id,
        runId,
        JSON.stringify(payload),
        JSON.stringify(changes),
        at,
      ),
    );
    const codes = options.attempts?.[eventIds.length - 1] ?? [];
    for (const [n, code] of codes.entries()) {
      const ok = code >= 200 && code < 300;
      writes.push(
        env.DB.prepare(
          `INSERT INTO webhook_deliveries (id, event_id, monitor_id, kind, attempt, first_attempt, destination, status, due_at, response_status, error, attempted_at)
           VALUES (?1, ?2, ?3, 'monitor', ?4, 1, 'https://hooks.example/receiver', ?5, ?6, ?7, ?8, ?6)`,
        ).bind(crypto.randomUUID(), eventId, id, n + 1, ok ? "delivered" : "failed", at + n * 5_000, code, ok ? null : `HTTP ${code}`),
      );
    }
  }
  if (writes.length > 0) await env.DB.batch(writes);
  return { id, eventIds, runIds, t0 };
}

export interface SeededWatch {
  id: string;
  /** The price change event (retracted), the correction (active). */
  eventIds: [string, string];
  snapshotIds: { before: string; after: string };
  snapshotBytes: { before: string; after: string };
}

/**
 * A watch of `domain` with a pricing topic read three times (Pro at 49, 59, then 49 again): a
 * price-change event retracted by its correction, each with evidence quoting snapshots stored in
 * R2 (the page texts can be hostile: `pageText` is put in the excerpts and the snapshot).
 */
export async function seedWatch(workspaceId: string, options: { displayName?: string; planName?: string; pageText?: string } = {}): Promise<SeededWatch> {
  const id = crypto.randomUUID();
  const domain = "competitor.example";
  const t0 = Date.UTC(2026, 4, 2, 9, 0);
  const planName = options.planName ?? "Pro";
  const entity = { id: `ent_${"a".repeat(24)}`, domain };
  await env.DB.prepare(
    `INSERT INTO watches (id, workspace_id, target, domain, origin, entity_id, display_name, topics, topic_intervals, requested_frequency,
       effective_frequency, status, status_changed_at, coverage_state, last_run_at, observed_since, last_observed_at, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?3, ?4, ?5, ?6, '["pricing","positioning"]', ?7, '6h', '6h', 'active', ?8, 'healthy', ?9, ?8, ?9, ?8, ?8)`,
  )
    .bind(id, workspaceId, domain, `https://${domain}`, entity.id, options.displayName ?? "Competitor Inc", JSON.stringify([{ topic: "pricing", enabled_at: t0, disabled_at: null }]), t0, t0 + 12 * HOUR)
    .run();
  const pageUrl = `https://${domain}/pricing`;
  const pageText = options.pageText ?? "";
  const html = (price: number) => `<h3>${planName}</h3><p>$${price}/month</p>${pageText}`;
  const observations: Observation[] = [];
  const writes: D1PreparedStatement[] = [];
  const states = [49, 59, 49].map((price, v) => {
    const at = t0 + v * 6 * HOUR;
    const snapshotId = crypto.randomUUID();
    const observation: Observation = { id: crypto.randomUUID(), page_id: "page_pricing", url: pageUrl, snapshot_id: snapshotId, content_hash: `${v}`.repeat(64), observed_at: at };
    observations.push(observation);
    writes.push(
      env.DB.prepare(
        `INSERT INTO watch_observations (id, watch_id, run_id, page_id, url, topics, snapshot_id, snapshot_key, content_hash, observed_at)
         VALUES (?1, ?2, ?3, 'page_pricing', ?4, '["pricing"]', ?5, ?6, ?7, ?8)`,
      ).bind(observation.id, id, crypto.randomUUID(), pageUrl, snapshotId, `watches/${id}/snapshots/${snapshotId}.html`, observation.content_hash, at),
    );
    const state = newTopicState({
      id: crypto.randomUUID(),
      topic: "pricing",
      version: v + 1,
      state: { plans: [{ name: planName, amount: price, currency: "USD", period: "month", billing: null, per: null, page_url: pageUrl }] },
      pages: [observation],
      commit: `${v}`.repeat(64),
      now: at,
    });
    writes.push(
      env.DB.prepare("INSERT INTO watch_topic_states (id, watch_id, topic, version, record, observed_to, observed_runs, valid_to, created_at) VALUES (?1, ?2, 'pricing', ?3, ?4, ?5, 1, ?6, ?5)").bind(
        state.id,
        id,
        state.version,
        JSON.stringify(state),
        at,
        v < 2 ? at + 6 * HOUR : null,
      ),
    );
    return { state, at, price };
  });
  for (const [i, o] of observations.entries()) await env.SNAPSHOTS.put(`watches/${id}/snapshots/${o.snapshot_id}.html`, html(states[i]!.price));

  const draft = (from: number, to: number, correction: boolean): EventDraft => ({
    type: "pricing.price_changed",
    topic: "pricing",
    subject: planName,
    summary: `${correction ? "Correction: " : ""}${planName} price changed from $${from} to $${to}`,
    data: { plan: planName, old_price: { amount: from, currency: "USD", period: "month" }, new_price: { amount: to, currency: "USD", period: "month" }, change_kind: to > from ? "increase" : "decrease" },
    confidence: { score: 0.9, calibrated: false, method: "deterministic-rules-v1" },
    evidence: [{ page_url: pageUrl, before_excerpt: `${planName} $${from}/month ${pageText}`, after_excerpt: `${planName} $${to}/month ${pageText}`, fields: [`plans.${planName}.amount`] }],
  });
  const noLineage: Lineage = { supersedes_event_id: null, retracted_event_id: null, lineage_event_id: null, correction_reason: null };
  const first = buildEvent({ id: crypto.randomUUID(), watchId: id, entity, draft: draft(49, 59, false), lineage: noLineage, before: states[0]!.state, after: states[1]!.state, beforePages: [observations[0]!], afterPages: [observations[1]!], now: states[1]!.at });
  const reason = "revert: the price went back at the next run";
  const second = buildEvent({
    id: crypto.randomUUID(),
    watchId: id,
    entity,
    draft: draft(59, 49, true),
    lineage: { ...noLineage, retracted_event_id: first.id, lineage_event_id: first.id, correction_reason: reason },
    before: states[1]!.state,
    after: states[2]!.state,
    beforePages: [observations[1]!],
    afterPages: [observations[2]!],
    now: states[2]!.at,
  });
  const insert = (e: CCIEvent, status: string, lineage: Lineage) =>
    env.DB.prepare(
      `INSERT INTO watch_events (id, watch_id, run_id, topic, type, status, supersedes_event_id, retracted_event_id, lineage_event_id, correction_reason, record, detected_at, created_at)
       VALUES (?1, ?2, ?3, 'pricing', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?11)`,
    ).bind(e.id, id, crypto.randomUUID(), e.type, status, lineage.supersedes_event_id, lineage.retracted_event_id, lineage.lineage_event_id, lineage.correction_reason, JSON.stringify(e), Date.parse(e.detected_at));
  writes.push(insert(first, "retracted", { ...noLineage, lineage_event_id: first.id, correction_reason: reason }), insert(second, "active", second.lineage));
  await env.DB.batch(writes);
  return {
    id,
    eventIds: [first.id, second.id],
    snapshotIds: { before: observations[0]!.snapshot_id, after: observations[1]!.snapshot_id },
    snapshotBytes: { before: html(49), after: html(59) },
  };
}
