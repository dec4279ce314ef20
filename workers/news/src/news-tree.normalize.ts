import type { NewsItem } from "@shared/contract/news.records";
import { asId, asInt, asNonEmptyString, asString, isoToRfc3339, unixToRfc3339 } from "@shared/provider/values.normalize";
import { hnHtmlToText } from "./hn-html.normalize";
import { requireId, requireType, rootStoryId, withFlags } from "./news.normalize";
import type { AlgoliaItemNode } from "./news.raw.schemas";

/**
 * Algolia `/api/v1/items/{id}` (the item with its whole reply tree) → NewsItem tree pruned at
 * `depth` levels of replies: depth 1 is the item and its direct replies (docs/contract.md#limits). Every
 * node keeps `child_ids` from the full tree; only nodes above the limit get `children`, so a
 * client can tell "no replies" (`child_ids: []`) from "replies not expanded" (no `children`).
 *
 * Algolia keeps deleted comments as nodes without author and text; they are marked `deleted`.
 * A story's or poll's `comment_count` is counted from the full tree, leaving deleted nodes out.
 */
export function normalizeAlgoliaTree(root: AlgoliaItemNode, depth: number): NewsItem {
  const item = normalizeNode(root, 0, Math.max(0, Math.floor(depth)));
  if (item.type === "story" || item.type === "poll") item.comment_count = countLiveDescendants(root);
  return item;
}

function normalizeNode(node: AlgoliaItemNode, level: number, depth: number): NewsItem {
  const id = requireId(node.id, "Algolia item node");
  const type = requireType(node.type, id);
  const kids = childNodes(node.children);
  const author = asNonEmptyString(node.author);
  const text = hnHtmlToText(asString(node.text));
  const item: NewsItem = {
    id,
    type,
    title: asNonEmptyString(node.title),
    url: asNonEmptyString(node.url),
    text,
    author,
    points: asInt(node.points),
    comment_count: null,
    created_at: unixToRfc3339(node.created_at_i) ?? isoToRfc3339(node.created_at),
    parent_id: asId(node.parent_id),
    story_id: rootStoryId(type, id, asId(node.story_id)),
    child_ids: kids.flatMap((k) => asIdOrEmpty(k.id)),
  };
  const options = type === "poll" && Array.isArray(node.options) ? childNodes(node.options).flatMap((o) => asIdOrEmpty(o.id)) : null;
  withFlags(item, options, type === "comment" && author === null && text === null, false);
  if (level < depth) item.children = kids.map((k) => normalizeNode(k, level + 1, depth));
  return item;
}

function asIdOrEmpty(v: unknown): number[] {
  const id = asId(v);
  return id === null ? [] : [id];
}

function childNodes(v: unknown): AlgoliaItemNode[] {
  if (!Array.isArray(v)) return [];
  return v.filter((c): c is AlgoliaItemNode => c !== null && typeof c === "object" && asId((c as AlgoliaItemNode).id) !== null);
}

// Iterative: real HN threads can nest far deeper than any depth we serve.
function countLiveDescendants(root: AlgoliaItemNode): number {
  let count = 0;
  const stack = [...childNodes(root.children)];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (asNonEmptyString(node.author) !== null || asNonEmptyString(node.text) !== null) count++;
    for (const c of childNodes(node.children)) stack.push(c);
  }
  return count;
}
