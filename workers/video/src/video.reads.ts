/**
 * The video provider's reads: InnerTube calls plus normalization, one function per route, each
 * returning plain JSON the shared cache can keep. Upstream calls per read: docs/providers.md.
 */
import type { Video, VideoChannel, VideoComment, VideoPlaylist, VideoSummary, VideoTranscript } from "@shared/contract/video.records";
import { ApiError } from "@shared/errors";
import { reportUnknownShapes } from "./innertube-items";
import { type Fetch, fetchTimedText, innertube, type Locale } from "./innertube.upstream";
import { browseItemsOf, type ChannelHead, channelHeadOf, type ItemsPage, type PlaylistHead, playlistHeadOf } from "./video-browse.normalize";
import { commentSectionOf, normalizeCommentsPage } from "./video-comments.normalize";
import { relatedPageOf, searchPageOf } from "./video-lists.normalize";
import { collectPage, type Continuations, type Position } from "./video-paging";
import { captionTracksOf, assertPlayable, normalizeVideo } from "./video-player.normalize";
import { pickTrack, transcriptOf } from "./transcript.normalize";

export interface ReadContext {
  f: Fetch;
  base: string;
  locale: Locale;
  store: Continuations;
}

export interface Paged<T> {
  items: T[];
  next: Position | null;
}

/** "Filter: videos" of the search page, as the web client sends it. */
const VIDEOS_ONLY = "EgIQAQ%3D%3D";
/** The channel's "Videos" tab. */
const VIDEOS_TAB = "EgZ2aWRlb3PyBgQKAjoA";

const player = (r: ReadContext, id: string) =>
  innertube(r.f, r.base, "player", { videoId: id, contentCheckOk: true, racyCheckOk: true }, r.locale, { notFound: `No video with id ${id}.` });

/** Search results, `limit` at a time (1 call per ~20 results, at most 3). */
export async function readSearch(r: ReadContext, term: string, at: Position, limit: number): Promise<Paged<VideoSummary>> {
  const fetchPage = async (token: string | null) =>
    reported(searchPageOf(await innertube(r.f, r.base, "search", token === null ? { query: term, params: VIDEOS_ONLY } : { continuation: token }, r.locale, { notFound: "No search results." })), "search");
  return collectPage(fetchPage, r.store, at, limit);
}

/** One video (1 call: the player's details and microformat). */
export async function readVideo(r: ReadContext, id: string): Promise<Video> {
  return normalizeVideo(await player(r, id), id);
}

/** A transcript (2 calls: the player for its caption tracks, then the chosen track). */
export async function readTranscript(r: ReadContext, id: string, language: string | undefined): Promise<VideoTranscript> {
  const body = await player(r, id);
  assertPlayable(body, id);
  const tracks = captionTracksOf(body);
  const track = pickTrack(tracks, id, language);
  const xml = await fetchTimedText(r.f, r.base, track.url, { notFound: `Video ${id} has no transcript in "${track.language}".` });
  return transcriptOf(id, tracks, track, xml);
}

const watch = (r: ReadContext, id: string) => innertube(r.f, r.base, "next", { videoId: id, contentCheckOk: true, racyCheckOk: true }, r.locale, { notFound: `No video with id ${id}.` });
const more = (r: ReadContext, token: string) => innertube(r.f, r.base, "next", { continuation: token }, r.locale, { notFound: "This page of results is gone; restart from the first page." });

export interface CommentsRead extends Paged<VideoComment> {
  total: number | null;
  disabled: boolean;
}

/** Comments, top first (the watch page for the section, then 1 call per ~20 comments, at most 3). */
export async function readComments(r: ReadContext, id: string, at: Position, limit: number): Promise<CommentsRead> {
  let total: number | null = null;
  let disabled = false;
  const fetchPage = async (token: string | null) => {
    if (token === null) {
      const section = commentSectionOf(await watch(r, id));
      if (section === null) throw new ApiError("not_found", `No video with id ${id}.`);
      if (section.state === "disabled") {
        disabled = true;
        return { items: [], next: null };
      }
      token = section.token;
    }
    const page = normalizeCommentsPage(await more(r, token));
    reportUnknownShapes(page.unknown, "comments");
    total ??= page.total;
    return { items: page.comments, next: page.next };
  };
  return { ...(await collectPage(fetchPage, r.store, at, limit)), total, disabled };
}

/** One page of a record that pages by cursor: `data` is what the route answers. */
export interface PageOf<T> {
  data: T;
  next: Position | null;
}

/** Suggestions beside a video (1 call per page). */
export async function readRelated(r: ReadContext, id: string, at: Position): Promise<PageOf<VideoSummary[]>> {
  const fetchPage = async (token: string | null) => {
    const page = relatedPageOf(token === null ? await watch(r, id) : await more(r, token));
    if (page === null) throw new ApiError("not_found", `No video with id ${id}.`);
    return reported(page, "related");
  };
  const page = await collectPage(fetchPage, r.store, at, undefined);
  return { data: page.items, next: page.next };
}

const browse = (r: ReadContext, query: Record<string, string>, what: string) => innertube(r.f, r.base, "browse", query, r.locale, { notFound: `No ${what}.`, notFoundOn400: true });

/** A channel with a page of its uploads (1 call; a cursor page: 1 call, the head kept from page one). */
export async function readChannel(r: ReadContext, id: string, at: Position): Promise<PageOf<VideoChannel>> {
  let head: ChannelHead | null = at.ref === null ? null : await r.store.head<ChannelHead>(at.ref);
  const fetchPage = async (token: string | null) => {
    const body = await browse(r, token === null ? { browseId: id, params: VIDEOS_TAB } : { continuation: token }, `channel with id ${id}`);
    if (token === null) head = channelHeadOf(body, id);
    return reported(browseItemsOf(body, `Channel ${id}`), "channel");
  };
  // The head is known once the first page is read; later pages find it beside their token.
  const page = await collectPage(fetchPage, lazyHeadStore(r.store, () => head), at, undefined);
  if (head === null) throw new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.");
  return { data: { ...(head as ChannelHead), videos: page.items }, next: page.next };
}

/** A playlist with a page of its videos (1 call per page). */
export async function readPlaylist(r: ReadContext, id: string, at: Position): Promise<PageOf<VideoPlaylist>> {
  const browseId = id.startsWith("VL") ? id : `VL${id}`;
  const listId = browseId.slice(2);
  let head: PlaylistHead | null = at.ref === null ? null : await r.store.head<PlaylistHead>(at.ref);
  const fetchPage = async (token: string | null) => {
    const body = await browse(r, token === null ? { browseId } : { continuation: token }, `playlist with id ${listId}`);
    if (token === null) head = playlistHeadOf(body, listId);
    return reported(browseItemsOf(body, `Playlist ${listId}`), "playlist");
  };
  const page = await collectPage(fetchPage, lazyHeadStore(r.store, () => head), at, undefined);
  if (head === null) throw new ApiError("invalid_cursor", "The cursor is unknown, expired or was modified; restart from the first page.");
  return { data: { ...(head as PlaylistHead), videos: page.items }, next: page.next };
}

/** A page after its unknown item shapes were logged (one line per shape and response). */
function reported(page: ItemsPage, route: string): ItemsPage {
  reportUnknownShapes(page.unknown, route);
  return page;
}

/** A store whose `keep` saves the record head as it is known at that moment. */
function lazyHeadStore(store: Continuations, head: () => unknown): Continuations {
  return { ...store, keep: (token) => store.keep(token, head()) };
}
