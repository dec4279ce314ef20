/**
 * The records of a monitor's events and operations (DECISIONS §7; docs/monitors.md#events): the
 * change event as recorded (the SPEC payload plus the detector's field changes and its delivery),
 * the delivery log, and the answers of check now, redeliver and the webhook test ping. Strict
 * objects, spelled out field by field (never `allOf` over the payload schema, which a strict
 * validator would read as forbidding the added fields).
 */
import { z } from "@hono/zod-openapi";
import { MetaSchema } from "../http/envelope";
import { MonitorChangeEventSchema } from "../monitors/event";

const dateTime = z.iso.datetime();

const FieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const MonitorFieldChangeSchema = z
  .strictObject({
    field: z.string().openapi({ description: "A detector state field (docs/detectors.md#changes), e.g. plans.pro.price.", example: "plans.pro.price" }),
    before: FieldValueSchema,
    after: FieldValueSchema,
  })
  .openapi("MonitorFieldChange");
export type MonitorFieldChange = z.infer<typeof MonitorFieldChangeSchema>;

export const DELIVERY_STATUSES = ["pending", "delivered", "failed", "destination_replaced"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MonitorEventDeliverySchema = z
  .strictObject({
    status: z.enum(DELIVERY_STATUSES).openapi({ description: "The state of the event's latest delivery." }),
    attempts: z.number().int().min(0).openapi({ description: "Attempts made so far, over every delivery of the event." }),
  })
  .openapi("MonitorEventDelivery");

const eventFields = {
  ...MonitorChangeEventSchema.shape,
  changes: z.array(MonitorFieldChangeSchema),
  delivery: MonitorEventDeliverySchema.nullable().openapi({ description: "null when the monitor had no webhook at the event (and none was asked since)." }),
};

export const MonitorEventSchema = z.strictObject(eventFields).openapi("MonitorEvent");
export type MonitorEvent = z.infer<typeof MonitorEventSchema>;

export const MonitorDeliveryAttemptSchema = z
  .strictObject({
    attempt: z.number().int().min(1).openapi({ description: "Numbered over the event's whole life: a redelivery's attempts follow the earlier ones." }),
    at: dateTime,
    status_code: z.number().int().nullable(),
    error: z.string().nullable(),
  })
  .openapi("MonitorDeliveryAttempt");
export type MonitorDeliveryAttempt = z.infer<typeof MonitorDeliveryAttemptSchema>;

export const MonitorEventDetailSchema = z.strictObject({ ...eventFields, deliveries: z.array(MonitorDeliveryAttemptSchema) }).openapi("MonitorEventDetail");
export type MonitorEventDetail = z.infer<typeof MonitorEventDetailSchema>;

const pageMeta = MetaSchema.extend({ has_more: z.boolean() });
export const MonitorEventPageSchema = z.strictObject({ data: z.array(MonitorEventSchema), meta: pageMeta }).openapi("MonitorEventPage");
export const MonitorEventEnvelopeSchema = z.strictObject({ data: MonitorEventDetailSchema, meta: MetaSchema }).openapi("MonitorEventEnvelope");

export const MonitorRunQueuedSchema = z
  .strictObject({
    data: z.strictObject({ run_id: z.uuid(), status: z.literal("queued") }),
    meta: MetaSchema,
  })
  .openapi("MonitorRunQueued");

export const MonitorRedeliverySchema = z
  .strictObject({
    data: z.strictObject({ event_id: z.uuid(), delivery_status: z.literal("pending") }),
    meta: MetaSchema,
  })
  .openapi("MonitorRedelivery");

export const WEBHOOK_TEST_EVENT_TYPE = "monitor.webhook.test";

/** The body of the test ping: not a change event, and never recorded as one. */
export const MonitorWebhookTestEventSchema = z
  .strictObject({
    event_version: z.literal(1),
    event_id: z.uuid(),
    event_type: z.literal(WEBHOOK_TEST_EVENT_TYPE),
    monitor_id: z.uuid(),
    sent_at: dateTime,
  })
  .openapi("MonitorWebhookTestEvent");
export type MonitorWebhookTestEvent = z.infer<typeof MonitorWebhookTestEventSchema>;

export const MonitorWebhookTestSchema = z
  .strictObject({
    data: z.strictObject({
      event_id: z.uuid(),
      delivered: z.boolean().openapi({ description: "The receiver answered 2xx." }),
      status_code: z.number().int().nullable().openapi({ description: "The receiver's HTTP status; null when no answer came back." }),
      error: z.string().nullable(),
    }),
    meta: MetaSchema,
  })
  .openapi("MonitorWebhookTest");
