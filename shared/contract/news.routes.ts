import { z } from "@hono/zod-openapi";
import { cursorParam, intParam } from "./params";
import { providerGet } from "./provider-route";

export const NEWS_LISTS = ["top", "new", "best", "ask", "show", "job"] as const;
export type NewsList = (typeof NEWS_LISTS)[number];

const listQuery = z.object({
  limit: intParam(1, 100, "limit", 30).optional(),
  page: intParam(1, 1_000_000, "page", 1).optional(),
  cursor: cursorParam.optional(),
});

export const newsListRoutes = NEWS_LISTS.map((list) =>
  providerGet({ provider: "news", path: `/v1/news/stories_${list}`, summary: `${list} stories`, query: listQuery, auth: "key" }),
);

export const newsSearchRoute = providerGet({
  provider: "news",
  path: "/v1/news/search",
  summary: "Search stories and comments",
  auth: "key",
  query: z.object({
    q: z.string().min(1, "is required").max(500).openapi({ param: { name: "q", in: "query" } }),
    tags: z.string().max(200).regex(/^[A-Za-z0-9_,()-]+$/, "must be search-index tags such as story or ask_hn").optional()
      .openapi({ param: { name: "tags", in: "query" }, example: "story" }),
    limit: intParam(1, 100, "limit", 20).optional(),
    page: intParam(0, 1_000_000, "page", 0).optional(),
    cursor: cursorParam.optional(),
  }),
});

export const newsItemRoute = providerGet({
  provider: "news",
  path: "/v1/news/item/{id}",
  summary: "An item with its comment tree",
  auth: "key",
  params: z.object({ id: z.string().regex(/^\d{1,12}$/, "must be a positive integer").openapi({ param: { name: "id", in: "path" }, example: "8863" }) }),
  query: z.object({ depth: intParam(1, 10, "depth", 3).optional() }),
});

export const newsUserRoute = providerGet({
  provider: "news",
  path: "/v1/news/user/{handle}",
  summary: "A user profile",
  auth: "key",
  params: z.object({
    handle: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "must be 1-32 letters, digits, _ or -").openapi({ param: { name: "handle", in: "path" }, example: "pg" }),
  }),
});

export const newsRoutes = [...newsListRoutes, newsSearchRoute, newsItemRoute, newsUserRoute];
