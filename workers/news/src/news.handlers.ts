/**
 * Route handlers of the news worker: read the validated input, pick the page, run the read
 * through the shared cache, answer the envelope. What each read costs upstream: news.reads.ts.
 */
import type { Context } from "hono";
import {
  NEWS_ITEM_DEFAULT_DEPTH,
  NEWS_LIST_DEFAULT_LIMIT,
  NEWS_SEARCH_DEFAULT_LIMIT,
  type NewsList,
  newsItemParams,
  newsItemQuery,
  newsListQuery,
  newsSearchQuery,
  newsUserParams,
} from "@shared/contract/news.routes";
import { cursorScope, pageFrom, pageMeta, providerOk, providerRead, validated } from "@shared/provider";
import type { NewsEnv } from "./env";
import { readItemTree, readSearchPage, readStoriesPage, readUser } from "./news.reads";
import { newsUpstreams } from "./news.upstream";

// Lists count pages from 1 (docs/contract.md#limits), search from 0 as Algolia does.
const LIST_FIRST_PAGE = { page: 1, limit: NEWS_LIST_DEFAULT_LIMIT };
const SEARCH_FIRST_PAGE = { page: 0, limit: NEWS_SEARCH_DEFAULT_LIMIT };

/** `GET /v1/news/stories_{list}` */
export function storiesHandler(list: NewsList) {
  return async function stories(c: Context<NewsEnv>) {
    const query = validated(c, "query", newsListQuery);
    const scope = await cursorScope(`news/stories_${list}`);
    const at = await pageFrom(c.env.CURSOR_SECRET, scope, query, LIST_FIRST_PAGE);
    const { value, read } = await providerRead(c, ["stories", list, String(at.page), String(at.limit)], (f) => readStoriesPage(f, newsUpstreams(c.env), list, at));
    return providerOk(c, read, value.items, await pageMeta(c.env.CURSOR_SECRET, scope, at, value.has_more));
  };
}

/** `GET /v1/news/search` */
export async function searchHandler(c: Context<NewsEnv>) {
  const { q, tags, ...paging } = validated(c, "query", newsSearchQuery);
  const scope = await cursorScope("news/search", { q, tags });
  const at = await pageFrom(c.env.CURSOR_SECRET, scope, paging, SEARCH_FIRST_PAGE);
  const { value, read } = await providerRead(c, ["search", q, tags ?? "", String(at.page), String(at.limit)], (f) => readSearchPage(f, newsUpstreams(c.env), { q, tags }, at));
  return providerOk(c, read, value.items, { ...(await pageMeta(c.env.CURSOR_SECRET, scope, at, value.has_more)), total: value.total });
}

/** `GET /v1/news/item/{id}`: `data` is the one item, its replies nested to `depth`. */
export async function itemHandler(c: Context<NewsEnv>) {
  const id = Number(validated(c, "param", newsItemParams).id);
  const depth = validated(c, "query", newsItemQuery).depth ?? NEWS_ITEM_DEFAULT_DEPTH;
  const { value, read } = await providerRead(c, ["item", String(id), String(depth)], (f) => readItemTree(f, newsUpstreams(c.env), id, depth));
  return providerOk(c, read, [value.item], { depth, ...(value.partial ? { availability: "partial" } : {}) });
}

/** `GET /v1/news/user/{handle}` */
export async function userHandler(c: Context<NewsEnv>) {
  const { handle } = validated(c, "param", newsUserParams);
  const { value, read } = await providerRead(c, ["user", handle], (f) => readUser(f, newsUpstreams(c.env), handle));
  return providerOk(c, read, [value]);
}
