import { z } from "@hono/zod-openapi";
import { capabilitiesRoute } from "./capabilities";
import { NewsItemSchema, NewsUserSchema } from "./news.records";
import { cursorParam, intParam } from "./params";
import { providerGet } from "./provider-route";

export const NEWS_LISTS = ["top", "new", "best", "ask", "show", "job"] as const;
export type NewsList = (typeof NEWS_LISTS)[number];

/** Default comment-tree depth of `/v1/news/item/{id}` (docs/providers.md says why 3). */
export const NEWS_ITEM_DEFAULT_DEPTH = 3;
/** Page sizes when `limit` is left out. */
export const NEWS_LIST_DEFAULT_LIMIT = 30;
export const NEWS_SEARCH_DEFAULT_LIMIT = 20;

export const newsListQuery = z.object({
  limit: intParam(1, 100, "limit", NEWS_LIST_DEFAULT_LIMIT).optional(),
  page: intParam(1, 1_000_000, "page", 1).optional(),
  cursor: cursorParam.optional(),
});

const items = z.array(NewsItemSchema);
const oneItem = z.array(NewsItemSchema).length(1).openapi({ description: "Exactly one item: the requested one, with its comment tree." });

export const newsListRoutes = NEWS_LISTS.map((list) =>
  providerGet({ provider: "news", path: `/v1/news/stories_${list}`, summary: `${list} stories`, query: newsListQuery, data: items, auth: "key" }),
);

export const newsSearchQuery = z.object({
  q: z.string().min(1, "is required").max(500).openapi({ param: { name: "q", in: "query" } }),
  tags: z.string().max(200).regex(/^[A-Za-z0-9_,()-]+$/, "must be search-index tags such as story or ask_hn").optional()
    .openapi({ param: { name: "tags", in: "query" }, example: "story" }),
  limit: intParam(1, 100, "limit", NEWS_SEARCH_DEFAULT_LIMIT).optional(),
  page: intParam(0, 1_000_000, "page", 0).optional(),
  cursor: cursorParam.optional(),
});

export const newsSearchRoute = providerGet({
  provider: "news",
  path: "/v1/news/search",
  summary: "Search stories and comments",
  auth: "key",
  query: newsSearchQuery,
  data: items,
});

export const newsItemParams = z.object({ id: z.string().regex(/^\d{1,12}$/, "must be a positive integer").openapi({ param: { name: "id", in: "path" }, example: "8863" }) });
export const newsItemQuery = z.object({ depth: intParam(1, 10, "depth", NEWS_ITEM_DEFAULT_DEPTH).optional() });

export const newsItemRoute = providerGet({
  provider: "news",
  path: "/v1/news/item/{id}",
  summary: "An item with its comment tree",
  auth: "key",
  params: newsItemParams,
  query: newsItemQuery,
  data: oneItem,
});

export const newsUserParams = z.object({
  handle: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "must be 1-32 letters, digits, _ or -").openapi({ param: { name: "handle", in: "path" }, example: "pg" }),
});

export const newsUserRoute = providerGet({
  provider: "news",
  path: "/v1/news/user/{handle}",
  summary: "A user profile",
  auth: "key",
  params: newsUserParams,
  data: z.array(NewsUserSchema).length(1).openapi({ description: "Exactly one user." }),
});

export const newsRoutes = [...newsListRoutes, newsSearchRoute, newsItemRoute, newsUserRoute];

/**
 * `GET /v1/news/capabilities` (public, free): the news route table and the live provider status,
 * in the one capabilities body (docs/contract.md#capabilities). Not in `newsRoutes`, which are the keyed, charged
 * routes of the catalog.
 */
export const newsCapabilitiesRoute = capabilitiesRoute("/v1/news/capabilities", ["news", "discovery"], "News routes and provider status (circuit state)");
