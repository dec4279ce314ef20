/**
 * One comment → the `VideoComment` record, from both shapes the platform has used: the view model
 * (since 2024: `commentViewModel` naming a key whose text, author and counts live in the response's
 * `frameworkUpdates` entity payloads) and the renderer before it (`commentRenderer`, everything
 * inline). Top-level comments come wrapped in a `commentThreadRenderer`; a replies page lists bare ones.
 */
import type { VideoComment } from "@shared/contract/video.records";
import type { Item } from "./innertube-items";
import { arr, at, handleFromPath, type Json, obj, textOf } from "./innertube.text";

/** Comment entity payloads by key (`frameworkUpdates.entityBatchUpdate.mutations[].payload.commentEntityPayload`). */
export type CommentEntities = ReadonlyMap<string, Json>;

export function commentEntitiesOf(body: Json): CommentEntities {
  const entities = new Map<string, Json>();
  for (const m of arr(at(body, "frameworkUpdates", "entityBatchUpdate", "mutations"))) {
    const payload = obj(at(m, "payload", "commentEntityPayload"));
    const key = obj(m)?.entityKey ?? payload?.key;
    if (payload !== null && typeof key === "string") entities.set(key, payload);
  }
  return entities;
}

const comment = (c: VideoComment | null): Item | null => (c === null ? null : { kind: "comment", comment: c });

/** A thread: its comment in either shape; the thread says whether it is pinned and has replies. */
export function commentFromThread(thread: Json, entities: CommentEntities | undefined): Item | null {
  const view = obj(at(thread, "commentViewModel", "commentViewModel")) ?? obj(at(thread, "comment", "commentViewModel"));
  if (view !== null) return comment(fromViewModel(view, entities, thread));
  const renderer = obj(at(thread, "comment", "commentRenderer"));
  return renderer === null ? null : comment(fromRenderer(renderer, thread));
}

/** A bare view model (a replies page), as `{commentViewModel: vm}` or `{commentViewModel: {commentViewModel: vm}}`. */
export function commentFromViewModel(v: Json, entities: CommentEntities | undefined): Item | null {
  return comment(fromViewModel(obj(v.commentViewModel) ?? v, entities, null));
}

/** A bare renderer (a replies page before 2024). */
export function commentFromRenderer(v: Json): Item | null {
  return comment(fromRenderer(v, null));
}

/** The header's exact comment count ("5,145 Comments"); null when rounded or absent. */
export function commentsTotalOf(header: Json): number | null {
  return countOf(textOf(header.countText));
}

const PINNED = "RENDERING_PRIORITY_PINNED_COMMENT";

function fromViewModel(view: Json, entities: CommentEntities | undefined, thread: Json | null): VideoComment | null {
  const entity = typeof view.commentKey === "string" ? entities?.get(view.commentKey) : undefined;
  if (entity === undefined) return null;
  const props = obj(entity.properties) ?? {};
  const author = obj(entity.author) ?? {};
  const toolbar = obj(entity.toolbar) ?? {};
  const id = props.commentId ?? view.commentId;
  const text = textOf(props.content);
  if (typeof id !== "string" || text === null) return null;
  return {
    id,
    text,
    author: {
      channel_id: typeof author.channelId === "string" ? author.channelId : null,
      handle: typeof author.displayName === "string" && author.displayName.startsWith("@") ? author.displayName : handleFromPath(at(author, "channelCommand", "innertubeCommand", "browseEndpoint", "canonicalBaseUrl")),
    },
    like_count: countOf(toolbar.likeCountNotliked),
    // "" with no replies section is the platform saying "none"; a count it abbreviates is unknown.
    reply_count: countOf(toolbar.replyCount) ?? (toolbar.replyCount === "" && thread?.replies === undefined ? 0 : null),
    published_at: null,
    published_text: typeof props.publishedTime === "string" ? props.publishedTime : null,
    is_pinned: thread?.renderingPriority === PINNED || typeof view.pinnedText === "string",
    is_creator: author.isCreator === true,
  };
}

/** The renderer shape: author link, `voteCount` ("400", "1.2K"), `replyCount` as a number when there are replies. */
function fromRenderer(r: Json, thread: Json | null): VideoComment | null {
  const id = r.commentId;
  const text = textOf(r.contentText);
  if (typeof id !== "string" || id === "" || text === null) return null;
  const browse = at(r, "authorEndpoint", "browseEndpoint");
  const authorText = textOf(r.authorText);
  return {
    id,
    text,
    author: {
      channel_id: typeof at(browse, "browseId") === "string" ? (at(browse, "browseId") as string) : null,
      handle: authorText !== null && authorText.startsWith("@") ? authorText : handleFromPath(at(browse, "canonicalBaseUrl")),
    },
    like_count: countOf(textOf(r.voteCount)),
    reply_count: typeof r.replyCount === "number" && Number.isSafeInteger(r.replyCount) ? r.replyCount : thread !== null && thread.replies === undefined ? 0 : null,
    published_at: null,
    published_text: textOf(r.publishedTimeText),
    is_pinned: thread?.renderingPriority === PINNED || r.pinnedCommentBadge !== undefined,
    is_creator: r.authorIsChannelOwner === true,
  };
}

/** Exact digits only ("400", "5,145"); "1.2K" and "" are null. */
function countOf(v: unknown): number | null {
  if (typeof v !== "string") return null;
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\s+\w+)?$/.exec(v.trim());
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}
