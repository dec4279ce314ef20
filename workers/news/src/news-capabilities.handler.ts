/** `GET /v1/news/capabilities` (public, free): the operations of the news provider and its circuit. */
import type { Context } from "hono";
import type { z } from "@hono/zod-openapi";
import type { NewsCapabilitiesSchema } from "../../../shared/contract/news.records";
import { newsListRoutes, newsRoutes, newsSearchRoute } from "../../../shared/contract/news.routes";
import { ok } from "../../../shared/http/envelope";
import { PRICE_CREDITS } from "../../../shared/pricing";
import { statusOf } from "../../../shared/provider";
import type { NewsEnv } from "./env";

const PAGINATED = new Set([...newsListRoutes, newsSearchRoute]);

const OPERATIONS = newsRoutes.map((spec) => ({
  // "/v1/news/item/{id}" → "item", "/v1/news/stories_top" → "stories_top"
  name: spec.route.path.split("/")[3] ?? spec.route.path,
  method: "GET" as const,
  path: spec.route.path,
  summary: spec.route.summary ?? "",
  auth: spec.auth,
  price_credits: PRICE_CREDITS[spec.price],
  paginated: PAGINATED.has(spec),
}));

export function capabilitiesHandler(c: Context<NewsEnv>) {
  const data = { provider: "news", ...statusOf(c.get("provider")), operations: OPERATIONS } satisfies z.input<typeof NewsCapabilitiesSchema>;
  return ok(c, data);
}
