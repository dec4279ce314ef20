/**
 * Route handlers of the video worker: read the validated input and the cursor's position, run the
 * read through the shared cache, answer the envelope with `meta.next_cursor`.
 */
import type { Context } from "hono";
import {
  VIDEO_COMMENTS_DEFAULT_LIMIT,
  VIDEO_SEARCH_DEFAULT_LIMIT,
  videoCommentsQuery,
  videoIdParams,
  videoLanguageQuery,
  videoPagedLanguageQuery,
  videoSearchQuery,
} from "@shared/contract/video.routes";
import { cursorScope, providerOk, providerRead, validated } from "@shared/provider";
import type { VideoEnv } from "./env";
import { type Fetch, localeOf, youtubeBase } from "./innertube.upstream";
import { continuations, cursorOf, type Position, positionKey, positionOf } from "./video-paging";
import { type PageOf, type ReadContext, readChannel, readComments, readPlaylist, readRelated, readSearch, readTranscript, readVideo } from "./video.reads";

const readContext = (c: Context<VideoEnv>, f: Fetch, language: string | undefined): ReadContext => ({
  f,
  base: youtubeBase(c.env),
  locale: localeOf(language),
  store: continuations(c.env.CACHE),
});
const lang = (language: string | undefined) => localeOf(language).hl;

/** `GET /v1/video/search` */
export async function searchHandler(c: Context<VideoEnv>) {
  const { term, language, limit = VIDEO_SEARCH_DEFAULT_LIMIT, cursor } = validated(c, "query", videoSearchQuery);
  const scope = await cursorScope("video/search", { term, language: lang(language) });
  const at = await positionOf(c, scope, cursor);
  const { value, read } = await providerRead(c, ["search", term, lang(language), positionKey(at), String(limit)], (f) => readSearch(readContext(c, f, language), term, at, limit));
  return providerOk(c, read, value.items, { next_cursor: await cursorOf(c, scope, value.next), has_more: value.next !== null, limit });
}

/** `GET /v1/video/video/{id}` */
export async function videoHandler(c: Context<VideoEnv>) {
  const { id } = validated(c, "param", videoIdParams);
  const { language } = validated(c, "query", videoLanguageQuery);
  const { value, read } = await providerRead(c, ["video", id, lang(language)], (f) => readVideo(readContext(c, f, language), id));
  return providerOk(c, read, value);
}

/** `GET /v1/video/transcript/{id}` */
export async function transcriptHandler(c: Context<VideoEnv>) {
  const { id } = validated(c, "param", videoIdParams);
  const { language } = validated(c, "query", videoLanguageQuery);
  const { value, read } = await providerRead(c, ["transcript", id, language ?? ""], (f) => readTranscript(readContext(c, f, undefined), id, language));
  return providerOk(c, read, value);
}

/** `GET /v1/video/comments/{id}`: `meta.total` is the exact comment count when the platform states it. */
export async function commentsHandler(c: Context<VideoEnv>) {
  const { id } = validated(c, "param", videoIdParams);
  const { limit = VIDEO_COMMENTS_DEFAULT_LIMIT, cursor } = validated(c, "query", videoCommentsQuery);
  const scope = await cursorScope(`video/comments/${id}`);
  const at = await positionOf(c, scope, cursor);
  const { value, read } = await providerRead(c, ["comments", id, positionKey(at), String(limit)], (f) => readComments(readContext(c, f, undefined), id, at, limit));
  const meta = { next_cursor: await cursorOf(c, scope, value.next), has_more: value.next !== null, limit, ...(value.total !== null ? { total: value.total } : {}) };
  return providerOk(c, read, value.items, value.disabled ? { ...meta, availability: "comments_disabled" } : meta);
}

type PagedRead = (r: ReadContext, id: string, at: Position) => Promise<PageOf<unknown>>;

/**
 * `GET /v1/video/{related,channel,playlist}/{id}`: one page of the record, the rest by cursor
 * (channel and playlist cursor pages repeat the channel or playlist with the next videos).
 */
export function pagedByIdHandler(kind: "related" | "channel" | "playlist", read: PagedRead) {
  return async function pagedById(c: Context<VideoEnv>) {
    const { id } = validated(c, "param", videoIdParams);
    const { language, cursor } = validated(c, "query", videoPagedLanguageQuery);
    const scope = await cursorScope(`video/${kind}/${id}`, { language: lang(language) });
    const at = await positionOf(c, scope, cursor);
    const { value, read: cached } = await providerRead(c, [kind, id, lang(language), positionKey(at)], (f) => read(readContext(c, f, language), id, at));
    return providerOk(c, cached, value.data, { next_cursor: await cursorOf(c, scope, value.next), has_more: value.next !== null });
  };
}

export const relatedHandler = pagedByIdHandler("related", readRelated);
export const channelHandler = pagedByIdHandler("channel", readChannel);
export const playlistHandler = pagedByIdHandler("playlist", readPlaylist);
