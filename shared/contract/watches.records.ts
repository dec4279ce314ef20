/**
 * Watch records (SPEC "Watch", "Intelligence event (CCIEvent)", "Topic state", "Intelligence
 * summary"; docs/watches.md). Every object is strict: no extra properties in requests or
 * responses. The front door validates requests with these; the monitors worker answers with them.
 */
import { z } from "@hono/zod-openapi";
import { orNull } from "./params";
import { CCI_EVENT_TYPES, eventDataSchema, eventMoneySchema } from "../watches/events";
import { WATCH_TOPICS, type WatchTopic } from "../watches/topics";

export { WATCH_TOPICS, type WatchTopic };

export const WATCH_FREQUENCIES = ["24h", "6h"] as const;
export type WatchFrequency = (typeof WATCH_FREQUENCIES)[number];
export const WATCH_STATUSES = ["active", "paused", "archived"] as const;
export type WatchStatus = (typeof WATCH_STATUSES)[number];
export const COVERAGE_STATES = ["initializing", "healthy", "degraded", "failed"] as const;
export type CoverageState = (typeof COVERAGE_STATES)[number];
/** The ten SPEC event types (shared/watches/events.ts, the extraction library's own list). */
export const EVENT_TYPES = CCI_EVENT_TYPES;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_STATUSES = ["active", "superseded", "retracted"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

const dateTime = z.iso.datetime();
const uri = z.string().openapi({ format: "uri" });
export const WatchTopicSchema = z.enum(WATCH_TOPICS).openapi("WatchTopic");
export const WatchFrequencySchema = z.enum(WATCH_FREQUENCIES).openapi("WatchFrequency");
export const WatchStatusSchema = z.enum(WATCH_STATUSES).openapi("WatchStatus");

// ---- requests ----

const parses = (v: string) => {
  try {
    return Boolean(new URL(v));
  } catch {
    return false;
  }
};
const secret = z.string().min(1, "must not be empty").max(256, "must be at most 256 characters").openapi({ writeOnly: true });
const webhookUrl = z
  .string()
  .max(2048, "must be at most 2048 characters")
  .refine((v) => /^https?:\/\//i.test(v) && parses(v), "must be an absolute https URL")
  .openapi({ format: "uri", description: "Public HTTPS endpoint receiving watch.event.created." });
const topics = z
  .array(WatchTopicSchema)
  .min(1, "must list at least one topic")
  .refine((t) => new Set(t).size === t.length, "must not repeat a topic")
  .openapi({ description: "Default: all five topics." });

export const WatchWebhookInputSchema = z.strictObject({ url: webhookUrl, secret }).openapi("WatchWebhookInput");

export const WatchCreateRequestSchema = z
  .strictObject({
    target: z
      .string()
      .min(1, "must not be empty")
      .max(2048, "must be at most 2048 characters")
      .openapi({ description: "A domain (example.com) or an https URL; entity.domain is the normalized domain.", example: "example.com" }),
    topics: topics.optional(),
    requested_frequency: WatchFrequencySchema.optional().openapi({ description: "Default 24h." }),
    webhook: WatchWebhookInputSchema.nullable().optional().openapi({ description: "Optional; null or left out: no webhook." }),
  })
  .openapi("WatchCreateRequest");
export type WatchCreateRequest = z.infer<typeof WatchCreateRequestSchema>;

export const WatchUpdateRequestSchema = z
  .strictObject({
    topics: topics.optional(),
    requested_frequency: WatchFrequencySchema.optional(),
    status: WatchStatusSchema.optional(),
    webhook: WatchWebhookInputSchema.nullable().optional().openapi({ description: "null removes the webhook; a new one needs url and secret." }),
  })
  .openapi("WatchUpdateRequest", { description: "target is immutable and rejected." });
export type WatchUpdateRequest = z.infer<typeof WatchUpdateRequestSchema>;

// ---- watch ----

export const WatchEntitySchema = z
  .strictObject({
    id: z.string(),
    domain: z.string(),
    display_name: z.string().nullable(),
    observed_since: dateTime.nullable(),
    last_observed_at: dateTime.nullable(),
  })
  .openapi("WatchEntity");
export const WatchCoverageSchema = z
  .strictObject({ state: z.enum(COVERAGE_STATES), last_run_at: dateTime.nullable() })
  .openapi("WatchCoverage");
export const TopicIntervalSchema = z
  .strictObject({ topic: WatchTopicSchema, enabled_at: dateTime, disabled_at: dateTime.nullable() })
  .openapi("WatchTopicInterval");

export const WatchSchema = z
  .strictObject({
    id: z.string(),
    target: z.string(),
    entity: WatchEntitySchema,
    topics: z.array(WatchTopicSchema),
    requested_frequency: WatchFrequencySchema,
    effective_frequency: orNull(WatchFrequencySchema),
    status: WatchStatusSchema,
    started_at: dateTime,
    status_changed_at: dateTime,
    archived_at: dateTime.nullable(),
    coverage: WatchCoverageSchema,
    topic_intervals: z.array(TopicIntervalSchema),
    webhook: z.strictObject({ url: uri }).optional().openapi({ description: "The secret is never returned." }),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi("Watch");
export type Watch = z.infer<typeof WatchSchema>;

// ---- topic state ----

export const TopicStateSchema = z
  .strictObject({
    id: z.string(),
    topic: WatchTopicSchema,
    version: z.number().int(),
    baseline: z.boolean(),
    state: z.record(z.string(), z.unknown()),
    observed_from: dateTime.nullable(),
    observed_to: dateTime.nullable(),
    valid_from: dateTime,
    valid_to: dateTime.nullable(),
    extractor: z.string(),
    method: z.string().nullable(),
    model: z.string().nullable(),
    provider: z.string(),
    provider_version: z.string(),
    provider_commit: z.string(),
    derived_from_page_ids: z.array(z.string()),
    derived_from_snapshot_ids: z.array(z.string()),
    derived_from_observation_ids: z.array(z.string()),
    content_hashes: z.array(z.string()),
    created_at: dateTime,
  })
  .openapi("CCITopicState");
export type TopicState = z.infer<typeof TopicStateSchema>;

// ---- event ----

export const MoneySchema = eventMoneySchema.openapi("CCIMoney");
export type Money = z.infer<typeof MoneySchema>;

/** SPEC event `data` (the drafts' own schema): every field optional, no others. */
export const EventDataSchema = eventDataSchema.openapi("CCIEventData");
export type EventData = z.infer<typeof EventDataSchema>;

export const StateRefSchema = z
  .strictObject({
    state_id: z.string().nullable(),
    state_version: z.number().int().nullable(),
    snapshot_ids: z.array(z.string()),
    observation_ids: z.array(z.string()),
    content_hashes: z.array(z.string()),
  })
  .openapi("CCIStateRef");
export type StateRef = z.infer<typeof StateRefSchema>;

export const DetectorInfoSchema = z
  .strictObject({
    version: z.string(),
    extractor_version: z.string(),
    method: z.enum(["deterministic", "semantic"]),
    model: z.string().nullable(),
    model_config_hash: z.string().nullable(),
    provider: z.string(),
    provider_version: z.string(),
    provider_commit: z.string(),
  })
  .openapi("CCIDetector");

export const EvidenceRecordSchema = z
  .strictObject({
    id: z.string(),
    page_id: z.string(),
    source_url: z.string(),
    before_observation_id: z.string().nullable(),
    after_observation_id: z.string().nullable(),
    before_snapshot_id: z.string().nullable(),
    after_snapshot_id: z.string().nullable(),
    before_content_hash: z.string().nullable(),
    after_content_hash: z.string(),
    before_observed_at: dateTime.nullable(),
    after_observed_at: dateTime,
    before_excerpt: z.string(),
    after_excerpt: z.string(),
    extractor: z.string(),
    detector_version: z.string(),
    provider: z.string(),
    provider_version: z.string(),
    provider_commit: z.string(),
    method: z.string(),
    model: z.string().nullable(),
    model_config_hash: z.string().nullable(),
    fields: z.array(z.string()),
    created_at: dateTime,
  })
  .openapi("CCIEvidence");
export type EvidenceRecord = z.infer<typeof EvidenceRecordSchema>;

export const LineageSchema = z
  .strictObject({
    supersedes_event_id: z.string().nullable(),
    retracted_event_id: z.string().nullable(),
    lineage_event_id: z.string().nullable(),
    correction_reason: z.string().nullable(),
  })
  .openapi("CCILineage");
export type Lineage = z.infer<typeof LineageSchema>;

export const EventSchema = z
  .strictObject({
    id: z.string(),
    schema_version: z.number().int(),
    type: z.enum(EVENT_TYPES),
    topic: WatchTopicSchema,
    subject: z.string(),
    entity: z.strictObject({ id: z.string(), domain: z.string() }),
    summary: z.string(),
    status: z.enum(EVENT_STATUSES),
    detected_at: dateTime,
    first_observed_at: dateTime,
    previous_observed_at: dateTime,
    current_observed_at: dateTime,
    data: EventDataSchema,
    source: z.strictObject({ page_ids: z.array(z.string()), urls: z.array(z.string()) }),
    before: StateRefSchema,
    after: StateRefSchema,
    detector: DetectorInfoSchema,
    confidence: z.strictObject({ score: z.number(), calibrated: z.boolean(), method: z.string(), model: z.string().nullable().optional() }),
    lineage: LineageSchema,
    evidence: z.array(EvidenceRecordSchema),
    created_at: dateTime,
  })
  .openapi("CCIEvent");
export type CCIEvent = z.infer<typeof EventSchema>;

export const WATCH_EVENT_VERSION = 1;
export const WATCH_EVENT_TYPE = "watch.event.created";
/** The watch webhook body (DECISIONS §3), signed like the monitors' deliveries. */
export const WatchWebhookEventSchema = z
  .strictObject({
    event_version: z.literal(WATCH_EVENT_VERSION),
    event_id: z.string(),
    event_type: z.literal(WATCH_EVENT_TYPE),
    watch_id: z.string(),
    event: EventSchema,
  })
  .openapi("WatchEventCreated");
export type WatchWebhookEvent = z.infer<typeof WatchWebhookEventSchema>;

export const WATCH_EVENT_UPDATED_TYPE = "watch.event.updated";
/**
 * DECISIONS §7: an event that was sent to the webhook and is later retracted or superseded is
 * announced once, under a new `event_id` (the same on each attempt of that delivery), with the
 * event in its new state.
 */
export const WatchEventUpdatedSchema = z
  .strictObject({
    event_version: z.literal(WATCH_EVENT_VERSION),
    event_id: z.string(),
    event_type: z.literal(WATCH_EVENT_UPDATED_TYPE),
    watch_id: z.string(),
    event: EventSchema,
  })
  .openapi("WatchEventUpdated");
export type WatchEventUpdated = z.infer<typeof WatchEventUpdatedSchema>;

// ---- summary, history, envelopes ----

export const IntelligenceSchema = z
  .strictObject({
    entity: WatchEntitySchema,
    coverage: WatchCoverageSchema,
    pages: z.strictObject({ monitored: z.number().int().min(0) }),
    topics: z.strictObject({
      pricing: TopicStateSchema.optional(),
      product: TopicStateSchema.optional(),
      integrations: TopicStateSchema.optional(),
      customers: TopicStateSchema.optional(),
      positioning: TopicStateSchema.optional(),
    }),
    recent_events: z.array(EventSchema),
  })
  .openapi("CCIIntelligence");
export type Intelligence = z.infer<typeof IntelligenceSchema>;

export const TopicHistorySchema = z
  .strictObject({ topic: WatchTopicSchema, current: orNull(TopicStateSchema), history: z.array(TopicStateSchema) })
  .openapi("CCITopicHistory");

const requestMeta = z.strictObject({ request_id: z.string() });
const pageMeta = z.strictObject({ request_id: z.string(), next_cursor: z.string().nullable(), has_more: z.boolean() });

export const WatchEnvelopeSchema = z.strictObject({ data: WatchSchema, meta: requestMeta }).openapi("WatchEnvelope");
export const WatchPageSchema = z.strictObject({ data: z.array(WatchSchema), meta: pageMeta }).openapi("WatchPage");
export const EventEnvelopeSchema = z.strictObject({ data: EventSchema, meta: requestMeta }).openapi("CCIEventEnvelope");
export const EventPageSchema = z.strictObject({ data: z.array(EventSchema), meta: pageMeta }).openapi("CCIEventPage");
export const IntelligenceEnvelopeSchema = z.strictObject({ data: IntelligenceSchema, meta: requestMeta }).openapi("CCIIntelligenceEnvelope");
export const TopicHistoryPageSchema = z.strictObject({ data: TopicHistorySchema, meta: pageMeta }).openapi("CCITopicHistoryPage");
