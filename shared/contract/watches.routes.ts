/**
 * Watch routes (DECISIONS §2; docs/watches.md). The api front door registers these for auth,
 * limits and OpenAPI; the monitors worker serves them with the same schemas. Requests are free;
 * each scheduled run costs `watch_run_per_topic` per enabled topic (shared/pricing.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { billedWork } from "./capabilities";
import { cursorParam, intParam } from "./params";
import { PROVIDER_ERRORS, type ProviderRouteSpec } from "./provider-route";
import {
  EVENT_TYPES,
  EventEnvelopeSchema,
  EventPageSchema,
  IntelligenceEnvelopeSchema,
  TopicHistoryPageSchema,
  WATCH_TOPICS,
  WatchCreateRequestSchema,
  WatchEnvelopeSchema,
  WatchPageSchema,
  WatchUpdateRequestSchema,
} from "./watches.records";

export const WATCHES_PER_WORKSPACE = 25;
export const WATCH_PAGE_DEFAULT_LIMIT = 20;

const idParam = (name: string) => z.string().max(64, "must be at most 64 characters").openapi({ param: { name, in: "path" } });
export const watchIdParams = z.object({ id: idParam("id") });
export const eventIdParams = z.object({ id: idParam("id"), event_id: idParam("event_id") });
export const topicParams = z.object({
  id: idParam("id"),
  topic: z.enum(WATCH_TOPICS).openapi({ param: { name: "topic", in: "path" } }),
});
export const watchPageQuery = z.object({ limit: intParam(1, 100, "limit", 20).optional(), cursor: cursorParam.optional() });
export const eventQuery = watchPageQuery.extend({
  topic: z.enum(WATCH_TOPICS).optional().openapi({ param: { name: "topic", in: "query" } }),
  type: z.enum(EVENT_TYPES).optional().openapi({ param: { name: "type", in: "query" } }),
  since: z.iso.datetime({ offset: true, message: "must be an RFC 3339 date-time such as 2026-01-01T00:00:00Z or 2026-01-01T01:00:00+01:00" }).optional().openapi({
    param: { name: "since", in: "query" },
    description: "Only events detected at or after this time.",
  }),
});
export type EventQuery = z.infer<typeof eventQuery>;

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { "application/json": { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { "application/json": { schema } } } });

function watchRoute(o: { method: "get" | "post" | "patch"; path: string; summary: string; request: Record<string, unknown>; status: 200 | 201; schema: z.ZodType; description: string }): ProviderRouteSpec {
  const route = createRoute({
    method: o.method,
    path: o.path,
    tags: ["watches"],
    summary: o.summary,
    security: [{ bearerAuth: [] }],
    request: o.request as never,
    responses: { [o.status]: json(o.schema, o.description), ...PROVIDER_ERRORS } as never,
  });
  return { route, auth: "key", scope: null, price: "free" };
}

export const createWatchRoute = watchRoute({
  method: "post",
  path: "/v1/watches",
  summary: "Create a competitor watch (each run costs 1 credit per topic; the first run is the baseline)",
  request: body(WatchCreateRequestSchema),
  status: 201,
  schema: WatchEnvelopeSchema,
  description: "Created",
});
export const listWatchesRoute = watchRoute({
  method: "get",
  path: "/v1/watches",
  summary: "List the workspace's watches",
  request: { query: watchPageQuery },
  status: 200,
  schema: WatchPageSchema,
  description: "A page of watches",
});
export const getWatchRoute = watchRoute({
  method: "get",
  path: "/v1/watches/{id}",
  summary: "One watch",
  request: { params: watchIdParams },
  status: 200,
  schema: WatchEnvelopeSchema,
  description: "The watch",
});
export const updateWatchRoute = watchRoute({
  method: "patch",
  path: "/v1/watches/{id}",
  summary: "Change topics, frequency or status (active, paused, archived); replace or remove the webhook",
  request: { params: watchIdParams, ...body(WatchUpdateRequestSchema) },
  status: 200,
  schema: WatchEnvelopeSchema,
  description: "The updated watch",
});
export const watchEventsRoute = watchRoute({
  method: "get",
  path: "/v1/watches/{id}/events",
  summary: "Intelligence events of a watch, newest first (filters: topic, type, since)",
  request: { params: watchIdParams, query: eventQuery },
  status: 200,
  schema: EventPageSchema,
  description: "A page of events",
});
export const watchEventRoute = watchRoute({
  method: "get",
  path: "/v1/watches/{id}/events/{event_id}",
  summary: "One intelligence event with its evidence and lineage",
  request: { params: eventIdParams },
  status: 200,
  schema: EventEnvelopeSchema,
  description: "The event",
});
export const watchIntelligenceRoute = watchRoute({
  method: "get",
  path: "/v1/watches/{id}/intelligence",
  summary: "Current topic states, coverage and recent events of a watch",
  request: { params: watchIdParams },
  status: 200,
  schema: IntelligenceEnvelopeSchema,
  description: "The intelligence summary",
});
export const topicHistoryRoute = watchRoute({
  method: "get",
  path: "/v1/watches/{id}/topics/{topic}/history",
  summary: "Versions of one topic's state, newest first",
  request: { params: topicParams, query: watchPageQuery },
  status: 200,
  schema: TopicHistoryPageSchema,
  description: "The current state and a page of its history",
});

/** `/v1/capabilities`: a scheduled run, priced per enabled topic (the routes themselves are free). */
export const WATCH_RUN_BILLING = billedWork(
  "watch_run_per_topic",
  "topic",
  createWatchRoute,
  "Each scheduled run of a watch, at its effective frequency: 1 credit per enabled topic, charged once per run to the watch's workspace and refunded for topics whose pages could not be read.",
);

export const watchRoutes = [
  createWatchRoute,
  listWatchesRoute,
  getWatchRoute,
  updateWatchRoute,
  watchEventsRoute,
  watchEventRoute,
  watchIntelligenceRoute,
  topicHistoryRoute,
];
