/**
 * Comments from `/youtubei/v1/next`. The watch page names the comment section's continuation
 * (or says comments are off); each comments page holds `commentThreadRenderer`s whose text,
 * author and counts live in `frameworkUpdates` entity payloads, joined by the comment key.
 */
import type { VideoComment } from "@shared/contract/video.records";
import { shapeError } from "./innertube.upstream";
import { arr, at, collect, continuationToken, handleFromPath, type Json, obj, textOf } from "./innertube.text";

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
}

// Top-level comments come in threads; a replies page lists bare comment view models.
const THREAD = new Set(["commentThreadRenderer", "commentViewModel", "continuationItemRenderer", "commentsHeaderRenderer"]);

export function normalizeCommentsPage(body: Json): CommentsPage {
  const endpoints = body.onResponseReceivedEndpoints;
  if (!Array.isArray(endpoints)) throw shapeError("comments: no onResponseReceivedEndpoints");
  const entities = new Map<string, Json>();
  for (const m of arr(at(body, "frameworkUpdates", "entityBatchUpdate", "mutations"))) {
    const payload = obj(at(m, "payload", "commentEntityPayload"));
    const key = obj(m)?.entityKey ?? payload?.key;
    if (payload !== null && typeof key === "string") entities.set(key, payload);
  }
  const found = collect(endpoints, THREAD);
  const comments: VideoComment[] = [];
  let threads = 0;
  for (const { key, value } of found) {
    if (key !== "commentThreadRenderer" && key !== "commentViewModel") continue;
    threads++;
    const c = commentOf(key === "commentViewModel" ? { commentViewModel: { commentViewModel: value } } : value, entities);
    if (c !== null) comments.push(c);
  }
  if (threads > 0 && comments.length === 0) throw shapeError("comments: threads without readable comments");
  const header = found.find((f) => f.key === "commentsHeaderRenderer")?.value;
  return { comments, next: continuationToken(found), total: header ? countOf(textOf(header.countText)) : null };
}

function commentOf(thread: Json, entities: Map<string, Json>): VideoComment | null {
  const view = obj(at(thread, "commentViewModel", "commentViewModel"));
  const entity = typeof view?.commentKey === "string" ? entities.get(view.commentKey) : undefined;
  if (view === null || entity === undefined) return null;
  const props = obj(entity.properties) ?? {};
  const author = obj(entity.author) ?? {};
  const toolbar = obj(entity.toolbar) ?? {};
  const id = props.commentId ?? view.commentId;
  const text = textOf(props.content);
  if (typeof id !== "string" || text === null) return null;
  const replies = countOf(toolbar.replyCount);
  return {
    id,
    text,
    author: {
      channel_id: typeof author.channelId === "string" ? author.channelId : null,
      handle: typeof author.displayName === "string" && author.displayName.startsWith("@") ? author.displayName : handleFromPath(at(author, "channelCommand", "innertubeCommand", "browseEndpoint", "canonicalBaseUrl")),
    },
    like_count: countOf(toolbar.likeCountNotliked),
    // "" with no replies section is the platform saying "none"; a count it abbreviates is unknown.
    reply_count: replies ?? (toolbar.replyCount === "" && thread.replies === undefined ? 0 : null),
    published_at: null,
    published_text: typeof props.publishedTime === "string" ? props.publishedTime : null,
    is_pinned: thread.renderingPriority === "RENDERING_PRIORITY_PINNED_COMMENT" || typeof view.pinnedText === "string",
    is_creator: author.isCreator === true,
  };
}

/** Exact digits only ("400", "5,145"); "1.2K" and "" are null. */
function countOf(v: unknown): number | null {
  if (typeof v !== "string") return null;
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\s+\w+)?$/.exec(v.trim());
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}
