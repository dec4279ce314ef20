/**
 * Assertions of bench/video-corpus/run.mjs over the real recordings (see run.mjs). Each check
 * names the recording and what must hold; the record schemas of /openapi.json validate every record.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "@hono/zod-openapi";
import { VideoChannelSchema, VideoCommentSchema, VideoPlaylistSchema, VideoSchema, VideoSummarySchema, VideoTranscriptSchema } from "@shared/contract/video.records";
import { ApiError } from "@shared/errors";
import { browseItemsOf, channelHeadOf, playlistHeadOf } from "../../workers/video/src/video-browse.normalize";
import { commentSectionOf, normalizeCommentsPage } from "../../workers/video/src/video-comments.normalize";
import { relatedPageOf, searchPageOf } from "../../workers/video/src/video-lists.normalize";
import { assertPlayable, captionTracksOf, normalizeVideo } from "../../workers/video/src/video-player.normalize";
import { parseTimedText, pickTrack, transcriptOf } from "../../workers/video/src/transcript.normalize";

type Json = Record<string, unknown>;
let failures = 0;
let passed = 0;

function check(name: string, fn: () => void): void {
  try {
    fn();
    passed++;
    console.log(`ok   ${name}`);
  } catch (err) {
    failures++;
    console.log(`FAIL ${name}\n     ${err instanceof Error ? err.message : String(err)}`);
  }
}

function expect(cond: boolean, what: string): void {
  if (!cond) throw new Error(what);
}

function valid<S extends z.ZodType>(schema: S, value: unknown, what: string): void {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`${what} fails its schema: ${JSON.stringify(r.error.issues.slice(0, 3))}`);
}

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof ApiError ? err.code : `threw ${String(err)}`;
  }
}

export async function runChecks(dir: string): Promise<number> {
  const load = (name: string) => JSON.parse(readFileSync(path.join(dir, `youtube_innertube_${name}.json`), "utf8")) as Json;

  check("search page 1: 20 videos with exact views, durations, channels and a continuation", () => {
    const page = searchPageOf(load("search_query-test_filter-videos"));
    expect(page.items.length >= 15, `only ${page.items.length} videos`);
    for (const v of page.items) valid(VideoSummarySchema, v, v.id);
    const first = page.items[0]!;
    expect(first.id === "Z8KYabgkMbw" && first.duration_s === 47 * 60 + 20 && first.view_count === 390201, JSON.stringify(first).slice(0, 300));
    expect(first.channel?.id === "UCuEBTg6pcG7s3PpPGRtFKQA" && first.channel.handle === "@BlindTest-Chill", "channel of the first result");
    expect(first.published_at === null && first.published_text === "9 months ago", "relative dates stay text");
    expect(page.next !== null && page.next.length > 100, "continuation token");
  });

  check("search page 2 (continuation): videos, and none from shelves", () => {
    const page = searchPageOf(load("search_continuation-page2"));
    expect(page.items.length >= 10, `only ${page.items.length} videos`);
    for (const v of page.items) valid(VideoSummarySchema, v, v.id);
    expect(new Set(page.items.map((v) => v.id)).size === page.items.length, "duplicate ids");
  });

  check("player M4gD1WSo5mA (VISIONOS): the video, its length, views and caption tracks; no date without microformat", () => {
    const v = normalizeVideo(load("player_M4gD1WSo5mA"), "M4gD1WSo5mA");
    valid(VideoSchema, v, "video");
    expect(v.duration_s === 721 && v.view_count === 12916 && v.channel.id === "UCuLGmD72gJDBwmLw06X58SA", JSON.stringify(v).slice(0, 300));
    expect(v.like_count === null && v.published_at === null, "no like count or date are invented");
    expect(v.captions.some((t) => t.language === "en" && t.auto_generated) && v.captions.some((t) => !t.auto_generated), "captions");
  });

  check("player microformat (WEB $fields): publish date in UTC, likes, category", () => {
    const body = load("player_fields-microformat_M4gD1WSo5mA");
    const micro = (body.microformat as Json).playerMicroformatRenderer as Json;
    // The partial response lacks playabilityStatus; give it the OK the full one has.
    const v = normalizeVideo({ ...body, playabilityStatus: { status: "OK" }, videoDetails: { ...(body.videoDetails as Json), title: (micro.title as Json).simpleText } }, "M4gD1WSo5mA");
    valid(VideoSchema, v, "video");
    expect(v.published_at === "2015-01-28T05:14:36Z" && v.like_count === 72 && v.category === "Education" && v.channel.handle === "@BKCHarvard", JSON.stringify(v).slice(0, 400));
  });

  check("player livestream: is_live, no duration", () => {
    const v = normalizeVideo(load("player_livestream_X4VbdwhkE10"), "X4VbdwhkE10");
    valid(VideoSchema, v, "video");
    expect(v.is_live && v.duration_s === null, JSON.stringify({ is_live: v.is_live, d: v.duration_s }));
  });

  for (const [file, id, code] of [
    ["player_video-unavailable", "GJLlxj_dtq8", "not_found"],
    ["player_age-restricted", "GJLlxj_dtq8", "not_found"],
    ["player_unplayable", "GJLlxj_dtq8", "not_found"],
    ["player_request-blocked", "GJLlxj_dtq8", "upstream_unavailable"],
  ] as const) {
    check(`${file}: ${code}`, () => {
      const got = codeOf(() => normalizeVideo(load(file), id));
      expect(got === code, `got ${got}`);
    });
  }

  check("private video (reel playerResponse): not_found", () => {
    const got = codeOf(() => normalizeVideo(load("reel-item-watch_private-video_8VajtrESJzA").playerResponse as Json, "8VajtrESJzA"));
    expect(got === "not_found", `got ${got}`);
  });

  check("transcripts disabled: no tracks → not_found", () => {
    const body = load("player_transcripts-disabled");
    assertPlayable(body, "Fjg5lYqvzUs");
    expect(codeOf(() => pickTrack(captionTracksOf(body), "Fjg5lYqvzUs", undefined)) === "not_found", "not_found");
  });

  check("player with 9 caption tracks: picks human en over asr en, de by base language, 404 for an absent language", () => {
    const tracks = captionTracksOf(load("player_with-captions_GJLlxj_dtq8"));
    expect(tracks.length === 9, `${tracks.length} tracks`);
    const en = pickTrack(tracks, "GJLlxj_dtq8", "en");
    expect(en.language === "en" && !en.auto_generated, JSON.stringify(en));
    expect(pickTrack(tracks, "GJLlxj_dtq8", "de-AT").language === "de", "de-AT → de");
    expect(codeOf(() => pickTrack(tracks, "GJLlxj_dtq8", "fr")) === "not_found", "fr absent");
  });

  check("timedtext (youtube-transcript-api's synthetic srv1): the 3 cues its authors expect, markup dropped", () => {
    const xml = readFileSync(path.join(dir, "youtube_timedtext_srv1_GJLlxj_dtq8_SYNTHETIC.xml"), "utf8");
    const expected = JSON.parse(readFileSync(path.join(dir, "youtube_timedtext_srv1_GJLlxj_dtq8_SYNTHETIC.expected.json"), "utf8")) as { snippets_default: { text: string; start: number; duration: number }[] };
    const segments = parseTimedText(xml, "GJLlxj_dtq8");
    expect(JSON.stringify(segments) === JSON.stringify(expected.snippets_default.map((s) => ({ start_s: s.start, duration_s: s.duration, text: s.text }))), JSON.stringify(segments));
    const tracks = captionTracksOf(load("player_with-captions_GJLlxj_dtq8"));
    valid(VideoTranscriptSchema, transcriptOf("GJLlxj_dtq8", tracks, tracks[2]!, xml), "transcript");
  });

  check("watch page M4gD1WSo5mA: 20 related videos from lockup view models, comments turned off", () => {
    const watch = load("next_watch_M4gD1WSo5mA");
    const page = relatedPageOf(watch)!;
    expect(page.items.length === 20, `${page.items.length} related`);
    for (const v of page.items) valid(VideoSummarySchema, v, v.id);
    const first = page.items[0]!;
    expect(first.id === "2GGE_ToREPw" && first.duration_s === 24 * 60 + 6 && first.view_count === null && first.published_text === "11 years ago", JSON.stringify(first).slice(0, 300));
    expect(first.channel?.id === "UCuLGmD72gJDBwmLw06X58SA" && first.channel.handle === "@BKCHarvard", "channel");
    expect(page.next !== null, "continuation");
    expect(commentSectionOf(watch)?.state === "disabled", "comments are off on this video");
  });

  check("comments page bjFtFMilb34: 20 comments joined to their entities, pinned first, exact counts, total 5,145", () => {
    const page = normalizeCommentsPage(load("next_comments-continuation_bjFtFMilb34"));
    expect(page.comments.length === 20, `${page.comments.length} comments`);
    for (const c of page.comments) valid(VideoCommentSchema, c, c.id);
    const [pinned, second] = page.comments;
    expect(pinned!.is_pinned && pinned!.id === "Ugyh_hTLZVme65Jqc954AaABAg" && pinned!.like_count === 67 && pinned!.reply_count === 76, JSON.stringify(pinned).slice(0, 300));
    expect(second!.like_count === 400 && second!.reply_count === 39 && second!.author.handle === "@leflashx" && second!.published_text === "5 years ago" && second!.published_at === null, JSON.stringify(second));
    expect(page.total === 5145 && page.next !== null, `total ${page.total}`);
  });

  check("comment replies page: parsed as comments", () => {
    const page = normalizeCommentsPage(load("next_comment-replies-continuation"));
    expect(page.comments.length > 0, "replies");
    for (const c of page.comments) valid(VideoCommentSchema, c, c.id);
  });

  check("channel Kurzgesagt: head from metadata and header, 30 uploads, exact video count, rounded subscribers null", () => {
    const body = load("browse_channel-videos-tab_UCsXVk37bltHxD1rDPwtNM8Q");
    const channel = { ...channelHeadOf(body, "UCsXVk37bltHxD1rDPwtNM8Q"), videos: browseItemsOf(body, "channel").items };
    valid(VideoChannelSchema, channel, "channel");
    expect(channel.title === "Kurzgesagt – In a Nutshell" && channel.handle === "@kurzgesagt" && channel.video_count === 337 && channel.subscriber_count === null, JSON.stringify({ ...channel, videos: channel.videos.length }).slice(0, 400));
    expect(channel.videos.length === 30 && channel.videos[0]!.view_count === 1545374 && channel.videos[0]!.duration_s === 183, JSON.stringify(channel.videos[0]).slice(0, 300));
    expect(browseItemsOf(body, "channel").next !== null, "continuation");
  });

  check("removed channel (ERROR alert) → not_found; unviewable playlist → not_found", () => {
    expect(codeOf(() => channelHeadOf(load("browse_channel_removed-community-guidelines"), "UCoaO4U_p7G7AwalqSbGCZOA")) === "not_found", "channel");
    expect(codeOf(() => playlistHeadOf(load("browse_playlist_fields-header_unviewable-VLINVALID_ID"), "INVALID_ID")) === "not_found", "playlist");
  });

  check("playlist header + items page: 14 videos in order with exact lengths", () => {
    const head = playlistHeadOf(load("browse_playlist_fields-header"), "PLWxziGKTUvQFIsbbFcTZz7jOT4TMGnZBh");
    const items = browseItemsOf(load("browse_playlist_continuation"), "playlist");
    const playlist = { ...head, videos: items.items };
    valid(VideoPlaylistSchema, playlist, "playlist");
    expect(head.title === "C++ Template Metaprogramming" && head.video_count === 14 && head.view_count === 52739 && head.channel?.handle === "@bitsofq", JSON.stringify(head).slice(0, 400));
    expect(items.items.length === 14 && items.items[0]!.id === "VBI6TSo8Zog" && items.items[0]!.duration_s === 1015 && items.items[0]!.view_count === null && items.items[0]!.published_text === "4 years ago", JSON.stringify(items.items[0]).slice(0, 300));
  });

  check("every list item of every recording is a shape the walker knows (no unknown-shape log line)", () => {
    const pages: [string, { unknown: string[] } | null][] = [
      ["search_query-test_filter-videos", searchPageOf(load("search_query-test_filter-videos"))],
      ["search_continuation-page2", searchPageOf(load("search_continuation-page2"))],
      ["search_filter-channels", searchPageOf(load("search_filter-channels"))],
      ["next_watch_M4gD1WSo5mA", relatedPageOf(load("next_watch_M4gD1WSo5mA"))],
      ["next_comments-continuation_bjFtFMilb34", normalizeCommentsPage(load("next_comments-continuation_bjFtFMilb34"))],
      ["next_comment-replies-continuation", normalizeCommentsPage(load("next_comment-replies-continuation"))],
      ["browse_channel-videos-tab_UCsXVk37bltHxD1rDPwtNM8Q", browseItemsOf(load("browse_channel-videos-tab_UCsXVk37bltHxD1rDPwtNM8Q"), "channel")],
      ["browse_playlist_continuation", browseItemsOf(load("browse_playlist_continuation"), "playlist")],
    ];
    const unknown = pages.filter(([, page]) => (page?.unknown.length ?? 0) > 0).map(([name, page]) => `${name}: ${page!.unknown.join(", ")}`);
    expect(unknown.length === 0, unknown.join("; "));
  });

  console.log(`\nvideo corpus: ${passed} passed, ${failures} failed (${dir})`);
  return failures;
}
