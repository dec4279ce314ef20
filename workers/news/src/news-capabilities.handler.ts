/**
 * `GET /v1/news/capabilities` (public, free) as the news worker answers it: the news route table
 * and this isolate's provider status and circuit, in the one capabilities body (docs/contract.md#capabilities).
 */
import type { Context } from "hono";
import { providerCapabilities } from "@shared/contract/capabilities";
import { newsRoutes } from "@shared/contract/news.routes";
import { ok } from "@shared/http/envelope";
import { statusOf } from "@shared/provider";
import type { NewsEnv } from "./env";

export function capabilitiesHandler(c: Context<NewsEnv>) {
  return ok(c, { providers: [providerCapabilities("news", statusOf(c.get("provider")), newsRoutes)] });
}
