/**
 * Comments from `/youtubei/v1/next`. The watch page names the comment section's continuation
 * (or says comments are off); each comments page lists threads, read by the item walker
 * (innertube-items.ts) in either comment shape (video-comment-items.normalize.ts).
 */
import type { VideoComment } from "@shared/contract/video.records";
import { nextTokenOf, walkItems } from "./innertube-items";
import { shapeError } from "./innertube.upstream";
import { arr, at, collect, continuationToken, type Json, obj } from "./innertube.text";
import { commentEntitiesOf } from "./video-comment-items.normalize";

export type CommentSection = { state: "open"; token: string } | { state: "disabled" };

/** Where the watch page (`next` with a videoId) says the comments are; null when it has no watch results at all. */
export function commentSectionOf(watch: Json): CommentSection | null {
  const contents = at(watch, "contents", "twoColumnWatchNextResults", "results", "results", "contents");
  if (contents === null) return null;
  for (const c of arr(contents)) {
    const section = obj(at(c, "itemSectionRenderer"));
    if (section === null || section.sectionIdentifier !== "comment-item-section") continue;
    const token = continuationToken(collect(section.contents, new Set(["continuationItemRenderer"])));
    return token === null ? { state: "disabled" } : { state: "open", token };
  }
  // A watch page without the video (unknown id) has neither the section nor suggestions.
  if (at(watch, "contents", "twoColumnWatchNextResults", "secondaryResults") === null) return null;
  // Some watch pages keep the section in the engagement panel only.
  const token = continuationToken(collect(watch.engagementPanels, new Set(["continuationItemRenderer"]), new Set()));
  return token === null ? { state: "disabled" } : { state: "open", token };
}

export interface CommentsPage {
  comments: VideoComment[];
  next: string | null;
  /** The header's exact comment count, on the first page only. */
  total: number | null;
  /** Item shapes the walker did not know (logged by the read). */
  unknown: string[];
}

const COMMENT_SHAPES = new Set(["commentThreadRenderer", "commentViewModel", "commentRenderer"]);

/** A comments page (`next` with the section's continuation) or a replies page. */
export function normalizeCommentsPage(body: Json): CommentsPage {
  const endpoints = body.onResponseReceivedEndpoints;
  if (!Array.isArray(endpoints)) throw shapeError("comments: no onResponseReceivedEndpoints");
  const walk = walkItems(endpoints, { entities: commentEntitiesOf(body) });
  const comments = walk.found.flatMap((f) => (f.kind === "comment" ? [f.comment] : []));
  if (comments.length === 0 && walk.unreadable.some((shape) => COMMENT_SHAPES.has(shape))) throw shapeError("comments: threads without readable comments");
  const header = walk.found.find((f) => f.kind === "comments_total");
  return { comments, next: nextTokenOf(walk), total: header?.kind === "comments_total" ? header.total : null, unknown: walk.unknown };
}
