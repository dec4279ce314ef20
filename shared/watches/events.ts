/**
 * The ten intelligence event types of SPEC "Intelligence event (CCIEvent)", the `data` object they
 * carry and the draft diff.ts produces. A draft is everything about an event that follows from two
 * topic states and their pages; the watch engine adds ids, state references, observation times,
 * detector provenance, lineage and stored evidence ids when it turns a draft into a CCIEvent.
 */
import { z } from "@hono/zod-openapi";
import type { WatchTopic } from "./topics";

export const CCI_EVENT_TYPES = [
  "pricing.price_changed",
  "pricing.plan_added",
  "pricing.plan_removed",
  "product.launched",
  "feature.launched",
  "integration.added",
  "integration.removed",
  "customer.reference_added",
  "case_study.added",
  "positioning.changed",
] as const;
export const cciEventTypeSchema = z.enum(CCI_EVENT_TYPES);
export type CCIEventType = z.infer<typeof cciEventTypeSchema>;

/** The topic each event type belongs to. */
export const EVENT_TOPIC: Record<CCIEventType, WatchTopic> = {
  "pricing.price_changed": "pricing",
  "pricing.plan_added": "pricing",
  "pricing.plan_removed": "pricing",
  "product.launched": "product",
  "feature.launched": "product",
  "integration.added": "integrations",
  "integration.removed": "integrations",
  "customer.reference_added": "customers",
  "case_study.added": "customers",
  "positioning.changed": "positioning",
};

/** SPEC money: all three fields required. `period` is `month`, `year`, `one_time` or `unspecified`. */
export const eventMoneySchema = z.object({ amount: z.number(), currency: z.string(), period: z.string() }).strict();
export type EventMoney = z.infer<typeof eventMoneySchema>;

/** SPEC event `data`: every field optional, no others. */
export const eventDataSchema = z
  .object({
    plan: z.string(),
    old_price: eventMoneySchema,
    new_price: eventMoneySchema,
    price: eventMoneySchema,
    billing_period: z.string(),
    name: z.string(),
    change_kind: z.string(),
    product: z.string(),
    surface: z.string(),
    category: z.string(),
    integration_name: z.string(),
    integration_domain: z.string(),
    action: z.string(),
    customer_name: z.string(),
    customer_domain: z.string(),
    case_study_url: z.string(),
    old_headline: z.string(),
    new_headline: z.string(),
    old_category: z.string(),
    new_category: z.string(),
    target_market_delta: z.string(),
    enterprise_messaging_added: z.boolean(),
  })
  .partial()
  .strict();
export type EventData = z.infer<typeof eventDataSchema>;

/** SPEC confidence; deterministic rules are never calibrated. */
export interface DraftConfidence {
  score: number;
  calibrated: false;
  method: string;
}

/** The page-level part of an evidence record: where it was seen and a short excerpt of each side. */
export interface EvidenceDraft {
  page_url: string;
  /** At most MAX_EXCERPT_CHARS; "" when the item was not on the page before. */
  before_excerpt: string;
  /** At most MAX_EXCERPT_CHARS; "" when the item is no longer on the page. */
  after_excerpt: string;
  /** State fields the evidence supports, e.g. `["plans.Pro.monthly.amount"]`. */
  fields: string[];
}

export interface EventDraft {
  type: CCIEventType;
  topic: WatchTopic;
  /** What the event is about: the plan, product, feature, integration, customer, case study or `headline`. */
  subject: string;
  /** Built from extracted fields, at most MAX_SUMMARY_CHARS. */
  summary: string;
  data: EventData;
  confidence: DraftConfidence;
  evidence: EvidenceDraft[];
}

export const MAX_EXCERPT_CHARS = 280;
export const MAX_SUMMARY_CHARS = 240;
/** A diff never reports more events than this for one topic (a redesign that empties a directory is one cause, not 500 events). */
export const MAX_EVENTS_PER_DIFF = 50;
