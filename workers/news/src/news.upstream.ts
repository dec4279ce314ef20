import type { NewsList as StoryList } from "@shared/contract/news.routes";
import { ApiError } from "@shared/errors";
import { mapBounded } from "@shared/provider/map-bounded";
import { type Fetch, getUpstreamJson, upstreamBase } from "@shared/provider/upstream-json";
import type { AlgoliaItemNode, AlgoliaSearchResponse, FirebaseItem, FirebaseUser } from "./news.raw.schemas";

export type { Fetch } from "@shared/provider/upstream-json";

/** Production bases (docs/contract.md#upstreams); `SVC_UPSTREAM_*` overrides them, e.g. with the fake upstream. */
export const HN_FIREBASE_DEFAULT = "https://hacker-news.firebaseio.com";
export const HN_ALGOLIA_DEFAULT = "https://hn.algolia.com";

export interface NewsUpstreamEnv {
  SVC_UPSTREAM_HN_FIREBASE?: string;
  SVC_UPSTREAM_HN_ALGOLIA?: string;
}

export interface NewsUpstreams {
  firebase: string;
  algolia: string;
}

export function newsUpstreams(env: NewsUpstreamEnv): NewsUpstreams {
  return {
    firebase: upstreamBase(env, "SVC_UPSTREAM_HN_FIREBASE", HN_FIREBASE_DEFAULT),
    algolia: upstreamBase(env, "SVC_UPSTREAM_HN_ALGOLIA", HN_ALGOLIA_DEFAULT),
  };
}


/** @example hnStoriesUrl("https://hacker-news.firebaseio.com", "top") // ".../v0/topstories.json" */
export function hnStoriesUrl(base: string, list: StoryList): string {
  return `${base}/v0/${list}stories.json`;
}

export function hnItemUrl(base: string, id: number): string {
  return `${base}/v0/item/${id}.json`;
}

export function hnUserUrl(base: string, handle: string): string {
  return `${base}/v0/user/${encodeURIComponent(handle)}.json`;
}

export interface AlgoliaSearchParams {
  q: string;
  /** Algolia tag filter as the client wrote it, e.g. `story`, `ask_hn`, `(story,poll)`, `author_pg`. */
  tags?: string | undefined;
  hitsPerPage: number;
  /** Zero-based, as Algolia counts. */
  page: number;
}

export function algoliaSearchUrl(base: string, p: AlgoliaSearchParams): string {
  const qs = new URLSearchParams({ query: p.q });
  if (p.tags !== undefined && p.tags !== "") qs.set("tags", p.tags);
  qs.set("hitsPerPage", String(p.hitsPerPage));
  qs.set("page", String(p.page));
  return `${base}/api/v1/search?${qs.toString()}`;
}

export function algoliaItemUrl(base: string, id: number): string {
  return `${base}/api/v1/items/${id}`;
}

/** A story list: up to 500 ids (200 for ask/show/job), ranked. */
export async function fetchStoryIds(fetchFn: Fetch, base: string, list: StoryList): Promise<number[]> {
  const body = await getUpstreamJson(fetchFn, hnStoriesUrl(base, list), { notFound: `No ${list} story list.` });
  if (!Array.isArray(body) || !body.every((id) => Number.isSafeInteger(id))) throw shapeError(`${list}stories is not a list of ids`);
  return body as number[];
}

/** Firebase answers 200 `null` for ids that do not exist: that is our not_found. */
export async function fetchFirebaseItem(fetchFn: Fetch, base: string, id: number): Promise<FirebaseItem> {
  const message = `No news item with id ${id}.`;
  const body = await getUpstreamJson(fetchFn, hnItemUrl(base, id), { notFound: message });
  if (body === null) throw new ApiError("not_found", message);
  if (typeof body !== "object" || Array.isArray(body)) throw shapeError(`item ${id} is not an object`);
  return body as FirebaseItem;
}

export async function fetchFirebaseUser(fetchFn: Fetch, base: string, handle: string): Promise<FirebaseUser> {
  const message = `No news user with handle ${handle}.`;
  const body = await getUpstreamJson(fetchFn, hnUserUrl(base, handle), { notFound: message });
  if (body === null) throw new ApiError("not_found", message);
  if (typeof body !== "object" || Array.isArray(body)) throw shapeError(`user ${handle} is not an object`);
  return body as FirebaseUser;
}

/**
 * Requests in flight at once for one fan-out: a Worker keeps at most 6 connections open per
 * invocation and queues the rest, so asking for more only adds queueing.
 */
export const FANOUT_CONCURRENCY = 6;

/**
 * Items of one page of a story list, in list order, at most `concurrency` requests at a time.
 * Ids whose item vanished between the list and the item fetch (Firebase `null`) are skipped.
 */
export async function fetchFirebaseItems(fetchFn: Fetch, base: string, ids: readonly number[], concurrency = FANOUT_CONCURRENCY): Promise<FirebaseItem[]> {
  const items = await mapBounded(ids, concurrency, async (id) => {
    try {
      return await fetchFirebaseItem(fetchFn, base, id);
    } catch (err) {
      if (err instanceof ApiError && err.code === "not_found") return null;
      throw err;
    }
  });
  return items.filter((item): item is FirebaseItem => item !== null);
}

export async function fetchAlgoliaSearch(fetchFn: Fetch, base: string, params: AlgoliaSearchParams): Promise<AlgoliaSearchResponse> {
  const body = await getUpstreamJson(fetchFn, algoliaSearchUrl(base, params), { notFound: "No search results." });
  if (body === null || typeof body !== "object" || !Array.isArray((body as AlgoliaSearchResponse).hits)) throw shapeError("search body has no hits");
  return body as AlgoliaSearchResponse;
}

/** The item with its whole reply tree in one response; Algolia answers 404 for unknown ids. */
export async function fetchAlgoliaItem(fetchFn: Fetch, base: string, id: number): Promise<AlgoliaItemNode> {
  const message = `No news item with id ${id}.`;
  const body = await getUpstreamJson(fetchFn, algoliaItemUrl(base, id), { notFound: message });
  if (body === null) throw new ApiError("not_found", message);
  if (typeof body !== "object" || Array.isArray(body)) throw shapeError(`items/${id} is not an object`);
  return body as AlgoliaItemNode;
}

function shapeError(internal: string): ApiError {
  return new ApiError("upstream_unavailable", "The news upstream sent an answer of an unexpected shape.", { internal });
}
