import { NEWS_ITEM_TYPES, type NewsItem, type NewsItemType, type NewsUser } from "@shared/contract/news.records";
import { ApiError } from "@shared/errors";
import { asId, asIdList, asInt, asNonEmptyString, asString, isoToRfc3339, unixToRfc3339 } from "@shared/provider/values.normalize";
import { hnHtmlToText } from "./hn-html.normalize";
import type { AlgoliaHit, AlgoliaSearchResponse, FirebaseItem, FirebaseUser } from "./news.raw.schemas";

/**
 * Firebase item → NewsItem. `kids` become `child_ids` (Firebase leaves `kids` out when an item
 * has no replies, so that is an empty list, not an unknown one); `children` is never set here.
 * A poll option's `poll` is its parent and its root story.
 */
export function normalizeFirebaseItem(raw: FirebaseItem): NewsItem {
  const id = requireId(raw.id, "Firebase item");
  const type = requireType(raw.type, id);
  const parent = asId(raw.parent) ?? asId(raw.poll);
  const item: NewsItem = {
    id,
    type,
    title: asNonEmptyString(raw.title),
    url: asNonEmptyString(raw.url),
    text: hnHtmlToText(asString(raw.text)),
    author: asNonEmptyString(raw.by),
    points: asInt(raw.score),
    // HN only counts descendants on stories and polls; on other types it is unknown, not zero.
    comment_count: asInt(raw.descendants),
    created_at: unixToRfc3339(raw.time),
    parent_id: parent,
    story_id: rootStoryId(type, id, type === "pollopt" ? parent : null),
    child_ids: asIdList(raw.kids) ?? [],
  };
  return withFlags(item, type === "poll" ? asIdList(raw.parts) : null, raw.deleted === true, raw.dead === true);
}

/**
 * Firebase user → NewsUser. Firebase omits `submitted` for users who never posted, so its
 * absence counts as zero submissions.
 */
export function normalizeFirebaseUser(raw: FirebaseUser): NewsUser {
  const handle = asNonEmptyString(raw.id);
  if (handle === null) throw new ApiError("upstream_unavailable", "The news upstream returned an unusable user.");
  return {
    handle,
    created_at: unixToRfc3339(raw.created),
    karma: asInt(raw.karma),
    about: hnHtmlToText(asString(raw.about)),
    submitted_count: Array.isArray(raw.submitted) ? raw.submitted.length : raw.submitted === undefined ? 0 : null,
  };
}

// Algolia tags an item with its type plus facets (author_x, story_n, ask_hn, front_page...).
const TYPE_TAGS: readonly NewsItemType[] = ["comment", "pollopt", "poll", "job", "story"];

/**
 * Algolia search hit → NewsItem. Hits carry no reply ids, so `child_ids` is null (unknown).
 */
export function normalizeAlgoliaHit(raw: AlgoliaHit): NewsItem {
  const id = requireId(raw.objectID, "Algolia hit");
  const tags = Array.isArray(raw._tags) ? raw._tags : [];
  const tagged = TYPE_TAGS.find((t) => tags.includes(t));
  const type = tagged ?? (raw.comment_text != null ? "comment" : "story");
  const html = type === "comment" ? raw.comment_text : (raw.story_text ?? raw.comment_text);
  const item: NewsItem = {
    id,
    type,
    title: asNonEmptyString(raw.title),
    url: asNonEmptyString(raw.url),
    text: hnHtmlToText(asString(html)),
    author: asNonEmptyString(raw.author),
    points: asInt(raw.points),
    comment_count: asInt(raw.num_comments),
    created_at: unixToRfc3339(raw.created_at_i) ?? isoToRfc3339(raw.created_at),
    parent_id: asId(raw.parent_id),
    story_id: rootStoryId(type, id, asId(raw.story_id)),
    child_ids: null,
  };
  return withFlags(item, null, raw.deleted === true, raw.dead === true);
}

/** Normalizes the hits of a search body; hits without an id or type are skipped. */
export function normalizeAlgoliaHits(hits: unknown): NewsItem[] {
  if (!Array.isArray(hits)) return [];
  const items: NewsItem[] = [];
  for (const hit of hits) {
    if (hit === null || typeof hit !== "object" || asId((hit as AlgoliaHit).objectID) === null) continue;
    items.push(normalizeAlgoliaHit(hit as AlgoliaHit));
  }
  return items;
}

/**
 * A search body → its items and whether another page exists. Algolia counts pages from 0 and
 * reports `nbPages` (it never serves past 1,000 hits); `total` is its hit count, null if absent.
 */
export function normalizeAlgoliaSearch(body: AlgoliaSearchResponse): { items: NewsItem[]; has_more: boolean; total: number | null } {
  const page = asInt(body.page);
  const pages = asInt(body.nbPages);
  return {
    items: normalizeAlgoliaHits(body.hits),
    has_more: page !== null && pages !== null && page + 1 < pages,
    total: asInt(body.nbHits),
  };
}

/** Stories, polls and jobs are their own root; comments and poll options point at theirs. */
export function rootStoryId(type: NewsItemType, id: number, fromUpstream: number | null): number | null {
  return type === "story" || type === "poll" || type === "job" ? id : fromUpstream;
}

export function withFlags(item: NewsItem, pollOptions: number[] | null, deleted: boolean, dead: boolean): NewsItem {
  if (pollOptions !== null) item.poll_option_ids = pollOptions;
  if (deleted) item.deleted = true;
  if (dead) item.dead = true;
  return item;
}

export function requireId(v: unknown, what: string): number {
  const id = asId(v);
  if (id === null) throw new ApiError("upstream_unavailable", "The news upstream returned an unusable item.", { internal: `${what} without a valid id` });
  return id;
}

export function requireType(v: unknown, id: number): NewsItemType {
  const type = (NEWS_ITEM_TYPES as readonly unknown[]).includes(v) ? (v as NewsItemType) : null;
  if (type === null) throw new ApiError("upstream_unavailable", "The news upstream returned an unusable item.", { internal: `item ${id} has type ${String(v)}` });
  return type;
}
