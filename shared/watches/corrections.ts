/**
 * Corrections: which earlier events of a topic a new run shows to be wrong, and the lineage of the
 * new run's events. Two causes are recognised:
 * - a change that reverts within REVERT_WINDOW_RUNS runs (a plan added, then gone at the next run;
 *   a price that goes back): the earlier event is `retracted`; the reverting draft is kept as the
 *   correction (its lineage names the retracted event). A launched product, feature, customer or
 *   case study that vanishes again is retracted without a new event (SPEC has no removal type).
 * - an extractor change (`extractor_version` differs from the earlier event's): an earlier event
 *   about the same subject is `superseded` by the new draft, since the page did not change, our
 *   reading of it did.
 * Pure: the engine applies the returned status and lineage updates and stores the drafts.
 */
import type { CCIEventType, EventData, EventDraft } from "./events";
import type { TopicState, WatchTopic } from "./topics";

export const REVERT_WINDOW_RUNS = 1;

export interface PriorEvent {
  id: string;
  type: CCIEventType;
  subject: string;
  data: EventData;
  status: "active" | "superseded" | "retracted";
  /** The event's `after.state_version`. */
  after_state_version: number | null;
  /** The event's `detector.extractor_version`. */
  extractor_version: string;
  /** The event's `lineage.lineage_event_id` (the first event of its correction chain), if any. */
  lineage_event_id: string | null;
}

export interface CorrectionInput<T extends WatchTopic = WatchTopic> {
  topic: T;
  /** Recent events of this topic, newest first (active ones are considered). */
  recent: readonly PriorEvent[];
  /** The new run's drafts (diffTopicStates). */
  drafts: readonly EventDraft[];
  /** The new run's state (to see launched items that vanished again). */
  after: TopicState<T> | null;
  /** Version of the state the drafts were computed from. */
  before_state_version: number | null;
  /** How many runs observed that state (1: it was new at the previous run). Default 1. */
  before_state_runs?: number;
  /** The extractor version of this run (EXTRACTOR_VERSIONS[topic]). */
  extractor_version: string;
}

export interface Lineage {
  supersedes_event_id: string | null;
  retracted_event_id: string | null;
  lineage_event_id: string | null;
  correction_reason: string | null;
}

export interface CorrectionUpdate {
  event_id: string;
  status: "superseded" | "retracted";
  /** The lineage to store on the corrected event. */
  lineage: Lineage;
}

export interface CorrectionPlan {
  updates: CorrectionUpdate[];
  /** Every input draft, in order, with the lineage its event is stored with. */
  drafts: Array<{ draft: EventDraft; lineage: Lineage }>;
}

export const NO_LINEAGE: Lineage = { supersedes_event_id: null, retracted_event_id: null, lineage_event_id: null, correction_reason: null };

const ITEM_ADDED = new Set<CCIEventType>(["product.launched", "feature.launched", "customer.reference_added", "case_study.added"]);

export function planCorrections<T extends WatchTopic>(input: CorrectionInput<T>): CorrectionPlan {
  const active = input.recent.filter((e) => e.status === "active");
  const used = new Set<string>();
  const updates: CorrectionUpdate[] = [];
  const withinWindow = (e: PriorEvent): boolean =>
    e.after_state_version !== null && e.after_state_version === input.before_state_version && (input.before_state_runs ?? 1) <= REVERT_WINDOW_RUNS;
  const drafts = input.drafts.map((draft) => {
    const fixed = active.find((e) => !used.has(e.id) && e.extractor_version !== input.extractor_version && sameSubject(e, draft));
    if (fixed) {
      used.add(fixed.id);
      const reason = `extractor_fix: ${input.extractor_version} reads ${draft.subject} differently from ${fixed.extractor_version}`;
      const root = fixed.lineage_event_id ?? fixed.id;
      updates.push({ event_id: fixed.id, status: "superseded", lineage: { ...NO_LINEAGE, lineage_event_id: root, correction_reason: reason } });
      return { draft, lineage: { ...NO_LINEAGE, supersedes_event_id: fixed.id, lineage_event_id: root, correction_reason: reason } };
    }
    const reverted = active.find((e) => !used.has(e.id) && withinWindow(e) && isInverse(e, draft));
    if (reverted) {
      used.add(reverted.id);
      const reason = `reverted: ${reverted.type} on ${reverted.subject} undone at the next run`;
      const root = reverted.lineage_event_id ?? reverted.id;
      updates.push({ event_id: reverted.id, status: "retracted", lineage: { ...NO_LINEAGE, lineage_event_id: root, correction_reason: reason } });
      return { draft: { ...draft, summary: `Correction: ${draft.summary}`.slice(0, 240) }, lineage: { ...NO_LINEAGE, retracted_event_id: reverted.id, lineage_event_id: root, correction_reason: reason } };
    }
    return { draft, lineage: NO_LINEAGE };
  });
  for (const e of active) {
    if (used.has(e.id) || !ITEM_ADDED.has(e.type) || !withinWindow(e) || input.after === null) continue;
    if (stillListed(input.topic, input.after, e)) continue;
    updates.push({ event_id: e.id, status: "retracted", lineage: { ...NO_LINEAGE, lineage_event_id: e.lineage_event_id ?? e.id, correction_reason: `reverted: ${e.subject} no longer listed at the next run` } });
  }
  return { updates, drafts };
}

const lower = (v: string | undefined): string => (v ?? "").toLowerCase().trim();

/** The thing an event is about, across its add/remove/change types. */
function subjectKey(type: CCIEventType, subject: string, data: EventData): string {
  if (type.startsWith("pricing.")) return `plan:${lower(data.plan ?? subject)}`;
  if (type.startsWith("integration.")) return `integration:${lower(data.integration_name ?? subject)}`;
  if (type === "case_study.added") return `case_study:${lower(data.case_study_url ?? subject)}`;
  if (type === "customer.reference_added") return `customer:${lower(data.customer_name ?? subject)}`;
  if (type === "positioning.changed") return "positioning";
  return `item:${lower(subject)}`;
}

function sameSubject(e: PriorEvent, draft: EventDraft): boolean {
  if (subjectKey(e.type, e.subject, e.data) !== subjectKey(draft.type, draft.subject, draft.data)) return false;
  if (e.type === "pricing.price_changed" && draft.type === "pricing.price_changed") return lower(e.data.billing_period) === lower(draft.data.billing_period);
  return true;
}

const INVERSE: Partial<Record<CCIEventType, CCIEventType>> = {
  "pricing.plan_added": "pricing.plan_removed",
  "pricing.plan_removed": "pricing.plan_added",
  "integration.added": "integration.removed",
  "integration.removed": "integration.added",
};

function samePrice(a: EventData["price"], b: EventData["price"]): boolean {
  if (!a || !b) return a === b;
  return Math.abs(a.amount - b.amount) < 1e-9 && a.currency === b.currency;
}

/** Whether `draft` undoes event `e`: the opposite type on the same subject, or a change back to the old value. */
function isInverse(e: PriorEvent, draft: EventDraft): boolean {
  if (!sameSubject(e, draft)) return false;
  if (INVERSE[e.type] === draft.type) return true;
  if (e.type === "pricing.price_changed" && draft.type === "pricing.price_changed") return samePrice(e.data.old_price, draft.data.new_price) && samePrice(e.data.new_price, draft.data.old_price);
  if (e.type === "positioning.changed" && draft.type === "positioning.changed") {
    return lower(e.data.old_headline) === lower(draft.data.new_headline) && lower(e.data.new_headline) === lower(draft.data.old_headline) && lower(e.data.old_category) === lower(draft.data.new_category) && lower(e.data.new_category) === lower(draft.data.old_category);
  }
  return false;
}

/** Whether the item a launch/reference/case-study event reported is still in the state. */
function stillListed(topic: WatchTopic, state: TopicState, e: PriorEvent): boolean {
  const name = lower(e.subject);
  if (topic === "product") {
    const s = state as TopicState<"product">;
    return [...s.products, ...s.features].some((i) => lower(i.name) === name);
  }
  if (topic === "customers") {
    const s = state as TopicState<"customers">;
    if (e.type === "case_study.added") return s.case_studies.some((c) => lower(c.url) === lower(e.data.case_study_url));
    return s.customers.some((c) => lower(c.name) === lower(e.data.customer_name ?? e.subject));
  }
  return true;
}
