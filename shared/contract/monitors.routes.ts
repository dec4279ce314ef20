/**
 * Monitor routes and records (docs/contract.md#monitors). The api front door
 * registers these for auth, limits and OpenAPI; the monitors worker validates with the same
 * schemas. Requests themselves are free; each run costs `monitor_run` (shared/pricing.ts).
 * The URL safety checks that depend on the deployment (harness, https for webhooks) run in the
 * monitors worker, which answers 400 naming the field.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { MetaSchema } from "../http/envelope";
import { FREQUENCIES } from "../monitors/schedule";
import { billedWork } from "./capabilities";
import { cursorParam, intParam } from "./params";
import { PROVIDER_ERRORS, type ProviderRouteSpec } from "./provider-route";
import { MonitorEventEnvelopeSchema, MonitorEventPageSchema, MonitorRedeliverySchema, MonitorRunQueuedSchema, MonitorWebhookTestSchema } from "./monitor-events.records";

export const DETECTOR_NAMES = ["price", "saas_pricing", "product_change"] as const;
export const INITIALIZATION_STATES = ["pending", "initializing", "retryable", "ready", "failed"] as const;
export const SYNC_STATES = ["none", "pending", "running", "retryable", "failed", "synced"] as const;
export const MONITORS_PER_WORKSPACE = 100;

const parses = (v: string) => {
  try {
    return Boolean(new URL(v));
  } catch {
    return false;
  }
};
const httpUrl = z
  .string()
  .max(2048, "must be at most 2048 characters")
  .refine((v) => /^https?:\/\//i.test(v) && parses(v), "must be an absolute http or https URL")
  .openapi({ format: "uri" });
const detector = z.enum(DETECTOR_NAMES);
const frequency = z.enum(FREQUENCIES);
const secret = z.string().min(1, "must not be empty").max(256, "must be at most 256 characters").openapi({ writeOnly: true });

export const MonitorWebhookInputSchema = z
  .strictObject({ url: httpUrl.openapi({ description: "Public HTTPS endpoint receiving monitor.change.detected." }), secret })
  .openapi("MonitorWebhookInput");

export const MonitorCreateRequestSchema = z
  .strictObject({ url: httpUrl, detector, frequency, webhook: MonitorWebhookInputSchema.optional() })
  .openapi("MonitorCreateRequest");
export type MonitorCreateRequest = z.infer<typeof MonitorCreateRequestSchema>;

export const MonitorUpdateRequestSchema = z
  .strictObject({
    frequency: frequency.optional(),
    paused: z.boolean().optional(),
    webhook: z
      .strictObject({ url: httpUrl, secret: secret.optional().openapi({ description: "Omit to keep the current secret." }) })
      .nullable()
      .optional()
      .openapi({ description: "null removes the webhook." }),
  })
  .openapi("MonitorUpdateRequest", { description: "url and detector are immutable and rejected." });
export type MonitorUpdateRequest = z.infer<typeof MonitorUpdateRequestSchema>;

const dateTime = z.iso.datetime();

export const MonitorSchema = z
  .strictObject({
    id: z.uuid(),
    url: z.string().openapi({ format: "uri" }),
    detector,
    frequency,
    paused: z.boolean(),
    baseline_completed: z.boolean(),
    next_run_at: dateTime.optional().openapi({ description: "Omitted until initialization completes; kept (suspended) while paused." }),
    created_at: dateTime,
    updated_at: dateTime,
    initialization_state: z.enum(INITIALIZATION_STATES),
    initialization_next_retry_at: dateTime.optional(),
    initialization_error_reason: z.string().optional(),
    webhook: z.strictObject({ url: z.string().openapi({ format: "uri" }) }).optional().openapi({ description: "The secret is never returned." }),
    sync_state: z.enum(SYNC_STATES),
    sync_next_retry_at: dateTime.optional(),
    sync_error_reason: z.string().optional(),
  })
  .openapi("Monitor");
export type Monitor = z.infer<typeof MonitorSchema>;

export const MonitorRunSchema = z
  .strictObject({ id: z.uuid(), timestamp: dateTime, status: z.string(), baseline: z.boolean(), changed: z.boolean(), credits: z.number().int() })
  .openapi("MonitorRun");
export type MonitorRun = z.infer<typeof MonitorRunSchema>;

const pageMeta = MetaSchema.extend({ has_more: z.boolean() });
export const MonitorEnvelopeSchema = z
  .strictObject({ data: MonitorSchema, meta: MetaSchema.extend({ initialization: z.literal("pending").optional() }) })
  .openapi("MonitorEnvelope");
export const MonitorPageSchema = z.strictObject({ data: z.array(MonitorSchema), meta: pageMeta }).openapi("MonitorPage");
export const MonitorHistoryPageSchema = z.strictObject({ data: z.array(MonitorRunSchema), meta: pageMeta }).openapi("MonitorHistoryPage");

export const monitorIdParams = z.object({
  id: z.string().max(64).openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});
export const monitorEventParams = monitorIdParams.extend({
  event_id: z.string().max(64).openapi({ param: { name: "event_id", in: "path" }, format: "uuid" }),
});
export const monitorPageQuery = z.object({ limit: intParam(1, 100, "limit", 20).optional(), cursor: cursorParam.optional() });
export const MONITOR_PAGE_DEFAULT_LIMIT = 20;
export const monitorEventQuery = monitorPageQuery.extend({
  since: z.iso
    .datetime({ offset: true, message: "must be an RFC 3339 date-time such as 2026-01-01T00:00:00Z or 2026-01-01T01:00:00+01:00" })
    .optional()
    .openapi({ param: { name: "since", in: "query" }, description: "Only events detected at or after this time." }),
});
export type MonitorEventQuery = z.infer<typeof monitorEventQuery>;

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

interface MonitorRouteOptions {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  summary: string;
  request?: Record<string, unknown>;
  responses: Record<number, unknown>;
}

function monitorRoute(o: MonitorRouteOptions): ProviderRouteSpec {
  const route = createRoute({
    method: o.method,
    path: o.path,
    tags: ["monitors"],
    summary: o.summary,
    security: [{ bearerAuth: [] }],
    request: o.request as never,
    responses: { ...(o.responses as Record<number, never>), ...PROVIDER_ERRORS },
  });
  return { route, auth: "key", scope: null, price: "free" };
}

export const createMonitorRoute = monitorRoute({
  method: "post",
  path: "/v1/monitors",
  summary: "Create a monitor (initialized asynchronously; each run costs 1 credit)",
  request: body(MonitorCreateRequestSchema),
  responses: { 202: json(MonitorEnvelopeSchema, "Accepted; meta.initialization is pending") },
});
export const listMonitorsRoute = monitorRoute({
  method: "get",
  path: "/v1/monitors",
  summary: "List the workspace's monitors",
  request: { query: monitorPageQuery },
  responses: { 200: json(MonitorPageSchema, "A page of monitors") },
});
export const getMonitorRoute = monitorRoute({
  method: "get",
  path: "/v1/monitors/{id}",
  summary: "One monitor",
  request: { params: monitorIdParams },
  responses: { 200: json(MonitorEnvelopeSchema, "The monitor") },
});
export const updateMonitorRoute = monitorRoute({
  method: "patch",
  path: "/v1/monitors/{id}",
  summary: "Change frequency, pause/resume, replace or remove the webhook",
  request: { params: monitorIdParams, ...body(MonitorUpdateRequestSchema) },
  responses: { 200: json(MonitorEnvelopeSchema, "The updated monitor (sync_state says when the engine applied it)") },
});
export const deleteMonitorRoute = monitorRoute({
  method: "delete",
  path: "/v1/monitors/{id}",
  summary: "Delete a monitor",
  request: { params: monitorIdParams },
  responses: { 204: { description: "Deleted" } },
});
export const monitorHistoryRoute = monitorRoute({
  method: "get",
  path: "/v1/monitors/{id}/history",
  summary: "Runs of a monitor, newest first",
  request: { params: monitorIdParams, query: monitorPageQuery },
  responses: { 200: json(MonitorHistoryPageSchema, "A page of runs") },
});

// DECISIONS §7: events to read, check now, redeliver and the webhook test ping. Their paths give
// the MCP tools of DECISIONS §8 (monitors_events, monitors_events_redeliver, monitors_webhook_test;
// monitors_run for the runs route).
export const monitorEventsRoute = monitorRoute({
  method: "get",
  path: "/v1/monitors/{id}/events",
  summary: "Change events of a monitor, newest first, with the changed fields and their delivery (recorded with or without a webhook)",
  request: { params: monitorIdParams, query: monitorEventQuery },
  responses: { 200: json(MonitorEventPageSchema, "A page of events") },
});
export const monitorEventRoute = monitorRoute({
  method: "get",
  path: "/v1/monitors/{id}/events/{event_id}",
  summary: "One change event with every delivery attempt",
  request: { params: monitorEventParams },
  responses: { 200: json(MonitorEventEnvelopeSchema, "The event and its delivery log") },
});
export const redeliverEventRoute = monitorRoute({
  method: "post",
  path: "/v1/monitors/{id}/events/{event_id}/redeliver",
  summary: "Deliver a stored event again to the monitor's webhook (same bytes and event_id, a new delivery of 8 attempts)",
  request: { params: monitorEventParams },
  responses: { 202: json(MonitorRedeliverySchema, "Accepted; the first attempt is sent at once") },
});
export const webhookTestRoute = monitorRoute({
  method: "post",
  path: "/v1/monitors/{id}/webhook/test",
  summary: "Send one signed monitor.webhook.test ping to the monitor's webhook and answer what the receiver said",
  request: { params: monitorIdParams },
  responses: { 200: json(MonitorWebhookTestSchema, "The attempt's outcome") },
});
export const runMonitorRoute = monitorRoute({
  method: "post",
  path: "/v1/monitors/{id}/runs",
  summary: "Check now: queue one run outside the schedule (1 credit, like any run; at most one a minute)",
  request: { params: monitorIdParams },
  responses: { 202: json(MonitorRunQueuedSchema, "Queued; the same run while it is queued or running") },
});

/** How `/v1/capabilities` lists the price of a run: billed work scheduled by `POST /v1/monitors` (the routes are free). */
export const MONITOR_RUN_BILLING = billedWork(
  "monitor_run",
  "run",
  createMonitorRoute,
  "Each scheduled run of a monitor, at its frequency (the first, the baseline, at initialization), and each run asked by POST /v1/monitors/{id}/runs (check now), charged to the monitor's workspace. A failed fetch is not charged; without credits the run is recorded as insufficient_credits and nothing is fetched.",
);

export const monitorRoutes = [
  createMonitorRoute,
  listMonitorsRoute,
  getMonitorRoute,
  updateMonitorRoute,
  deleteMonitorRoute,
  monitorHistoryRoute,
  monitorEventsRoute,
  monitorEventRoute,
  redeliverEventRoute,
  webhookTestRoute,
  runMonitorRoute,
];
