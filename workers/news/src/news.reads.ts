/**
 * The news provider's reads: upstream calls plus normalization, one function per route, each
 * returning plain JSON that the shared cache can keep. Upstream calls per read are listed in
 * docs/providers.md.
 */
import type { NewsItem, NewsUser } from "@shared/contract/news.records";
import type { NewsList } from "@shared/contract/news.routes";
import { ApiError } from "@shared/errors";
import { type PagePosition, pageOfIds } from "@shared/provider";
import { fetchFirebaseTree } from "./news-tree-firebase.upstream";
import { normalizeAlgoliaTree } from "./news-tree.normalize";
import { normalizeAlgoliaSearch, normalizeFirebaseItem, normalizeFirebaseUser } from "./news.normalize";
import {
  type Fetch,
  fetchAlgoliaItem,
  fetchAlgoliaSearch,
  fetchFirebaseItems,
  fetchFirebaseUser,
  fetchStoryIds,
  type NewsUpstreams,
} from "./news.upstream";

export interface ItemsPage {
  items: NewsItem[];
  has_more: boolean;
}

/** One page of a ranked story list: the list (1 call), then its items (1 call each, 8 at a time). */
export async function readStoriesPage(f: Fetch, up: NewsUpstreams, list: NewsList, at: PagePosition): Promise<ItemsPage> {
  const page = pageOfIds(await fetchStoryIds(f, up.firebase, list), at.page, at.limit);
  const items = await fetchFirebaseItems(f, up.firebase, page.ids);
  return { items: items.map(normalizeFirebaseItem), has_more: page.has_more };
}

export interface SearchRequest {
  q: string;
  tags?: string | undefined;
}

/** One page of search hits (1 call). Our `page` counts from 0, as Algolia's does. */
export async function readSearchPage(f: Fetch, up: NewsUpstreams, s: SearchRequest, at: PagePosition): Promise<ItemsPage & { total: number | null }> {
  const body = await fetchAlgoliaSearch(f, up.algolia, { q: s.q, tags: s.tags, hitsPerPage: at.limit, page: at.page });
  return normalizeAlgoliaSearch(body);
}

export interface ItemTree {
  item: NewsItem;
  /** True when the Firebase fallback hit its call budget before `depth`. */
  partial: boolean;
}

/**
 * The item with its comment tree to `depth`: Algolia's whole tree in one call; when Algolia
 * cannot give it (down, rate limiting, or not yet indexed: new items reach Firebase first),
 * Firebase level by level within its budget.
 */
export async function readItemTree(f: Fetch, up: NewsUpstreams, id: number, depth: number): Promise<ItemTree> {
  try {
    return { item: normalizeAlgoliaTree(await fetchAlgoliaItem(f, up.algolia, id), depth), partial: false };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    console.warn(`news item ${id}: Algolia tree unavailable (${err.code}), falling back to Firebase`);
  }
  const { tree, complete } = await fetchFirebaseTree(f, up.firebase, id, depth);
  return { item: tree, partial: !complete };
}

/** A user profile (1 call). */
export async function readUser(f: Fetch, up: NewsUpstreams, handle: string): Promise<NewsUser> {
  return normalizeFirebaseUser(await fetchFirebaseUser(f, up.firebase, handle));
}
