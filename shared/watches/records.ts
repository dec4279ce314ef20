/**
 * Turning one run's readings into SPEC records (docs/watches.md#records): the new topic state
 * version (CCITopicState) and the CCIEvents of its event drafts (shared/watches/diff.ts) with
 * state references, sources, detector metadata and evidence records. Pure: ids and times come in.
 */
import type { CCIEvent, EvidenceRecord, Lineage, StateRef, TopicState, WatchTopic } from "../contract/watches.records";
import type { EventDraft } from "./events";
import { EXTRACTOR_VERSIONS, extractorName } from "./extract/index";

export const EVENT_SCHEMA_VERSION = 1;
/** The watch engine as the records name it (`provider`, `provider_version`, detector `version`). */
export const WATCH_PROVIDER = "svc-watch-engine";
export const WATCH_PROVIDER_VERSION = "1.0.0";
/** Evidence excerpts are cut to this many characters whatever the drafts hold. */
export const EXCERPT_MAX = 280;

/** One fetched page of a run, as D1 `watch_observations` holds it. */
export interface Observation {
  id: string;
  page_id: string;
  url: string;
  snapshot_id: string;
  content_hash: string;
  observed_at: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function newTopicState(o: {
  id: string;
  topic: WatchTopic;
  version: number;
  state: Record<string, unknown>;
  pages: readonly Observation[];
  commit: string;
  now: number;
  /** A version read from pages read another way than the previous one's (rendered or static) starts a new baseline too (run-record.ts). */
  baseline?: boolean;
}): TopicState {
  return {
    id: o.id,
    topic: o.topic,
    version: o.version,
    baseline: o.baseline ?? o.version === 1,
    state: o.state,
    observed_from: iso(o.now),
    observed_to: iso(o.now),
    valid_from: iso(o.now),
    valid_to: null,
    extractor: extractorName(o.topic),
    method: "deterministic",
    model: null,
    provider: WATCH_PROVIDER,
    provider_version: EXTRACTOR_VERSIONS[o.topic],
    provider_commit: o.commit,
    derived_from_page_ids: o.pages.map((p) => p.page_id),
    derived_from_snapshot_ids: o.pages.map((p) => p.snapshot_id),
    derived_from_observation_ids: o.pages.map((p) => p.id),
    content_hashes: o.pages.map((p) => p.content_hash),
    created_at: iso(o.now),
  };
}

export function stateRef(s: TopicState | null): StateRef {
  return {
    state_id: s?.id ?? null,
    state_version: s?.version ?? null,
    snapshot_ids: s?.derived_from_snapshot_ids ?? [],
    observation_ids: s?.derived_from_observation_ids ?? [],
    content_hashes: s?.content_hashes ?? [],
  };
}

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, "") === b.replace(/\/+$/, "");
const cut = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text);

export interface EventInput {
  id: string;
  watchId: string;
  entity: { id: string; domain: string };
  draft: EventDraft;
  lineage: Lineage;
  before: TopicState;
  after: TopicState;
  /** The pages behind each state, to resolve the drafts' page URLs to observations. */
  beforePages: readonly Observation[];
  afterPages: readonly Observation[];
  now: number;
}

export function buildEvent(e: EventInput): CCIEvent {
  const topic = e.after.topic;
  const evidence = e.draft.evidence.map((d, i) => evidenceRecord(e, d, i));
  const sourcePages = uniqueBy(
    evidence.map((r) => ({ id: r.page_id, url: r.source_url })),
    (p) => p.id,
  );
  const previousSeen = e.before.observed_to ?? e.before.valid_from;
  return {
    id: e.id,
    schema_version: EVENT_SCHEMA_VERSION,
    type: e.draft.type,
    topic,
    subject: e.draft.subject,
    entity: e.entity,
    summary: e.draft.summary,
    status: "active",
    detected_at: iso(e.now),
    first_observed_at: iso(e.now),
    previous_observed_at: previousSeen,
    current_observed_at: iso(e.now),
    data: e.draft.data,
    source: { page_ids: sourcePages.map((p) => p.id), urls: sourcePages.map((p) => p.url) },
    before: stateRef(e.before),
    after: stateRef(e.after),
    detector: {
      version: WATCH_PROVIDER_VERSION,
      extractor_version: EXTRACTOR_VERSIONS[topic],
      method: "deterministic",
      model: null,
      model_config_hash: null,
      provider: WATCH_PROVIDER,
      provider_version: WATCH_PROVIDER_VERSION,
      provider_commit: e.after.provider_commit,
    },
    confidence: { score: e.draft.confidence.score, calibrated: false, method: e.draft.confidence.method },
    lineage: e.lineage,
    evidence,
    created_at: iso(e.now),
  };
}

function evidenceRecord(e: EventInput, d: EventDraft["evidence"][number], index: number): EvidenceRecord {
  const topic = e.after.topic;
  // The page the draft quotes, in this run and in the run of the state before; a page that is
  // gone now is evidenced by the topic's first page of this run.
  const after = e.afterPages.find((p) => sameUrl(p.url, d.page_url)) ?? e.afterPages[0]!;
  const before = e.beforePages.find((p) => sameUrl(p.url, d.page_url)) ?? null;
  return {
    id: `${e.id}.ev${index + 1}`,
    page_id: after.page_id,
    source_url: after.url,
    before_observation_id: before?.id ?? null,
    after_observation_id: after.id,
    before_snapshot_id: before?.snapshot_id ?? null,
    after_snapshot_id: after.snapshot_id,
    before_content_hash: before?.content_hash ?? null,
    after_content_hash: after.content_hash,
    before_observed_at: before ? iso(before.observed_at) : null,
    after_observed_at: iso(after.observed_at),
    before_excerpt: cut(d.before_excerpt),
    after_excerpt: cut(d.after_excerpt),
    extractor: extractorName(topic),
    detector_version: EXTRACTOR_VERSIONS[topic],
    provider: WATCH_PROVIDER,
    provider_version: WATCH_PROVIDER_VERSION,
    provider_commit: e.after.provider_commit,
    method: "deterministic",
    model: null,
    model_config_hash: null,
    fields: d.fields,
    created_at: iso(e.now),
  };
}

function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(key(t)) && Boolean(seen.add(key(t))));
}
