/**
 * Every list-item shape the video worker reads, through the real worker against the fake upstream:
 * RECORDED InnerTube answers from permissively licensed test data (tests/fixtures/upstream/SOURCES.md:
 * youtube-transcript-api, ytdl-core, ytsr, ytpl, pytube) for the shapes a recording exists of, and
 * SYNTHETIC ones (our ids) for the rest. The fields asserted are the recorded ones, read by eye from
 * the fixture. Unknown shapes are skipped with one log line each per response, and the rest is read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { VideoChannel, VideoComment, VideoPlaylist, VideoSummary } from "@shared/contract/video.records";
import { videoChannelRoute, videoCommentsRoute, videoPlaylistRoute, videoRelatedRoute, videoSearchRoute } from "@shared/contract/video.routes";
import { expectData, freshWorld, providerApp } from "./harness";

const video = () => providerApp("video");

/** The "unknown item shape" lines the worker logged during the test. */
let shapeLines: string[];
beforeEach(async () => {
  await freshWorld();
  shapeLines = [];
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(" ");
    if (line.startsWith("video: skipped unknown item shape")) shapeLines.push(line);
    else warn(...args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const ids = (videos: VideoSummary[]) => videos.map((v) => v.id);

describe("related: the suggestions beside a video, in every shape", () => {
  it("reads compactVideoRenderer suggestions (recorded watch page of GJLlxj_dtq8, June 2025)", async () => {
    const { data, meta } = await expectData<VideoSummary[]>(await video().get("/v1/video/related/GJLlxj_dtq8"), videoRelatedRoute);
    expect(data).toHaveLength(20);
    expect(data[0]).toEqual({
      id: "cah9itYL7OI",
      title: "Entry-Level Surface Go Review: Is it really worth your money??",
      url: "https://www.youtube.com/watch?v=cah9itYL7OI",
      channel: { id: "UC4eWyQxZoDw53wZ_j36SCTw", name: "E.J. Yu", handle: "@EJYu" },
      duration_s: 17 * 60 + 45,
      view_count: 158593,
      published_at: null,
      published_text: "6 years ago",
      is_live: false,
      thumbnails: [expect.objectContaining({ width: 168, height: 94 }), expect.objectContaining({ width: 336, height: 188 })],
    });
    expect(new Set(ids(data)).size).toBe(20);
    expect(data.every((v) => v.title !== "" && v.channel?.id?.startsWith("UC") && v.duration_s !== null)).toBe(true);
    expect(typeof meta.next_cursor).toBe("string");
    expect(shapeLines).toEqual([]);
  });

  it("reads the autoplay wrapper and compact videos, and leaves mixes, playlists and ads out (recorded, YQHsXMglC9A, Dec 2020)", async () => {
    const { data } = await expectData<VideoSummary[]>(await video().get("/v1/video/related/YQHsXMglC9A"), videoRelatedRoute);
    expect(data).toHaveLength(18); // 1 autoplay + 17 compactVideoRenderer; the mix, the playlist and the ad are not videos
    expect(data[0]).toMatchObject({ id: "hLQl3WQQoQ0", title: "Adele - Someone Like You (Official Music Video)", channel: { id: "UCsRM0YB_dabtEPGPTKo-gcw", name: "Adele" }, duration_s: 285, view_count: 1610151125, published_text: "9 years ago" });
    expect(data[3]).toMatchObject({ id: "JPJjwHAIny4", duration_s: 238, view_count: 367892197, channel: { name: "Lady Gaga" } });
    // The mix's and the playlist's first videos are tiles of those lists, not suggestions of their own.
    expect(ids(data)).not.toContain("YVkUvmDQ3HY");
    expect(shapeLines).toEqual([]);
  });

  it("reads a film among the suggestions (compactMovieRenderer, recorded aqz-KE-bpKQ)", async () => {
    const { data } = await expectData<VideoSummary[]>(await video().get("/v1/video/related/aqz-KE-bpKQ"), videoRelatedRoute);
    expect(data).toHaveLength(19);
    expect(data.find((v) => v.id === "ob8kcjlyQLI")).toMatchObject({ title: "Overboard", duration_s: 60 * 60 + 52 * 60 + 14, view_count: null, channel: { id: "UClgRkhTL3_hImCAmdLfDE4g", name: "YouTube Movies" } });
    expect(shapeLines).toEqual([]);
  });

  it("leaves a playlist lockup out, reads a Shorts shelf of shortsLockupViewModel, and logs an unknown shape once while reading the rest (SYNTHETIC)", async () => {
    const app = video();
    const first = await expectData<VideoSummary[]>(await app.get("/v1/video/related/synthVid0001"), videoRelatedRoute);
    expect(ids(first.data)).toEqual(["synthVid0101", "synthVid0102", "synthVid0103", "synthVid0104", "synthVid0105"]);
    expect(shapeLines).toEqual([]);
    const second = await expectData<VideoSummary[]>(await app.get(`/v1/video/related/synthVid0001?cursor=${first.meta.next_cursor}`), videoRelatedRoute);
    expect(ids(second.data)).toEqual(["synthVid0106", "synthVid0107", "synthVid0111", "synthVid0112", "synthVid0108"]);
    expect(second.data[2]).toMatchObject({ title: "Synthetic short 111", view_count: 987, duration_s: null, channel: null });
    expect(second.data[3]!.view_count).toBeNull(); // "1.1M views"
    expect(shapeLines).toEqual(['video: skipped unknown item shape "futureTileViewModel" in related']);
  });
});

describe("search: results in every layout, tiles that are not videos left out", () => {
  it("reads videoRenderer results and leaves a shelf's videos out (recorded search page, 2020)", async () => {
    const { data } = await expectData<VideoSummary[]>(await video().get("/v1/video/search?term=testing"), videoSearchRoute);
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({ id: "7JKFE03ix6E", channel: { id: "UCAKB9wGGRccBDrvbbbmgetw", name: "NDR Ratgeber" }, duration_s: 269, view_count: 42563, published_text: "8 months ago" });
    expect(data[8]).toMatchObject({ id: "vJG698U2Mvo", title: "selective attention test", duration_s: 82, view_count: 24785650 });
    // After the 10th result comes a shelf of 10 other videos; the 11th result is the one after it.
    expect(data[10]!.id).toBe("iJkGRt0BZPQ");
    expect(ids(data)).not.toContain("ugRc5jx80yg");
    expect(shapeLines).toEqual([]);
  });

  it("reads the grid layout (richItemRenderer) and leaves the richShelfRenderer's videos out (recorded, 2021)", async () => {
    const { data } = await expectData<VideoSummary[]>(await video().get("/v1/video/search?term=test"), videoSearchRoute);
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({ id: "vJG698U2Mvo", channel: { id: "UCoUA-CpKaFCCV2Uz__qNJZw", name: "Daniel Simons" }, duration_s: 82, view_count: 25110347 });
    // 30 videoRenderers on the page: after the 10th result, 10 in a "Learn while you're at home" shelf.
    expect(data[10]!.id).toBe("h6oRraSOyos");
    expect(ids(data)).not.toContain("MPxpDtaPHvA");
    // A scheduled stream: no length, no views, not live yet.
    expect(data.find((v) => v.id === "FpQwQx4Q_Dc")).toMatchObject({ duration_s: null, view_count: null, is_live: false });
    expect(shapeLines).toEqual([]);
  });

  it("answers films and a Shorts shelf as videos, and no channel, playlist, mix, ad or notice tile (recorded tiles, assembled into one page)", async () => {
    const { data } = await expectData<VideoSummary[]>(await video().get("/v1/video/search?term=item-shapes"), videoSearchRoute);
    expect(data[0]).toMatchObject({ id: "HXjQAAqs2rM", title: "Poju - Haluu sitä miestä", duration_s: 215, view_count: 7566 });
    expect(data[1]).toMatchObject({ id: "rx-gQVUeSR8", title: "John Wick: Kapitel 3", duration_s: 7900, channel: { name: "YouTube Movies" } });
    expect(data[2]).toMatchObject({ id: "HzmxPV6f2Zc", duration_s: 5431 });
    // reelShelfRenderer → reelItemRenderer: shorts matching the query, without a shown length.
    expect(data.slice(3, 13).every((v) => v.duration_s === null && v.title.includes("#"))).toBe(true);
    expect(data[3]).toMatchObject({ id: "Jc95YxxTPvM", title: "ALAN WALKER RETURNS 07.04.23 🟡 #nocopyrightsounds" });
    expect(data).toHaveLength(14);
    // Not results: the playlist's and the mix's preview videos, a shelf of films beside the results.
    expect(ids(data)).not.toContain("St6_PL-xQNw");
    expect(ids(data)).not.toContain("h6vUBjGTYxQ");
    expect(ids(data)).not.toContain("NPwLeuh2GGQ");
    expect(shapeLines).toEqual([]);
  });
});

describe("channel: the selected tab's videos", () => {
  it("reads the Videos tab's gridVideoRenderer grid and the older header (recorded, 2021)", async () => {
    const { data, meta } = await expectData<VideoChannel>(await video().get("/v1/video/channel/UCs6nmQViDpUw0nuIx9c_WvA"), videoChannelRoute);
    expect(data).toMatchObject({ id: "UCs6nmQViDpUw0nuIx9c_WvA", title: "ProgrammingKnowledge", subscriber_count: null }); // "1.38M subscribers"
    expect(data.videos).toHaveLength(30);
    expect(data.videos[0]).toMatchObject({ id: "t_xLpJo_35k", duration_s: 27193, view_count: 1639, published_text: "2 days ago" });
    expect(typeof meta.next_cursor).toBe("string");
    expect(shapeLines).toEqual([]);
  });

  it("reads the home tab's shelves (gridVideoRenderer; playlist and channel tiles left out) and logs the one shape it does not know (recorded, 2020)", async () => {
    const { data } = await expectData<VideoChannel>(await video().get("/v1/video/channel/UCqwGaUvq_l0RKszeHhZ5leA"), videoChannelRoute);
    expect(data.title).toBe("PietSmiet");
    expect(data.videos).toHaveLength(12); // the "Uploads" shelf; beside it a shelf of 6 playlists and one of 9 channels
    expect(data.videos[0]).toMatchObject({ id: "OCde_jHUQkc", title: "Aufgepasst, BIG BRAIN TIME im GTA Online Quiz!", duration_s: 3383, view_count: 66031, published_text: "vor 11 Stunden" });
    // The channel trailer above the shelves is a shape no reader knows: skipped, named once.
    expect(shapeLines).toEqual(['video: skipped unknown item shape "channelVideoPlayerRenderer" in channel']);
  });
});

describe("playlist: playlistVideoRenderer entries", () => {
  it("reads the entries and the head from the sidebar of the older layout (recorded, 2020)", async () => {
    const { data } = await expectData<VideoPlaylist>(await video().get("/v1/video/playlist/PLGzC4gTcebz_DtErBUKNdZZdPwkb5e-pr"), videoPlaylistRoute);
    expect(data).toMatchObject({ title: "電視劇《錦繡未央》主題曲 (The Princess Weiyoung Theme Song)", video_count: 4, view_count: 4413, channel: { id: "UCc0vR4YlrUprAX_AMylgOvg", name: "BELLA PING MUSIC CHANNEL" } });
    expect(ids(data.videos)).toEqual(["HvJ21S5qEjQ", "GR4rzMAZB-Q", "CCfE8nfcYds", "Psx_lC5eG_w"]);
    expect(data.videos.map((v) => v.duration_s)).toEqual([278, 114, 233, 284]);
    expect(shapeLines).toEqual([]);
  });
});

describe("comments: the renderer shape before the view models", () => {
  it("reads commentThreadRenderer → commentRenderer threads: ids, text runs, author, exact counts only, pinned (SYNTHETIC)", async () => {
    const { data, meta } = await expectData<VideoComment[]>(await video().get("/v1/video/comments/synthVidOldC"), videoCommentsRoute);
    expect(data).toEqual([
      {
        id: "SynOldComment1",
        text: "Old-style comment 1, in two runs.",
        author: { channel_id: "UCsynthChannel00000001A", handle: "@synthchannel" },
        like_count: 1234,
        reply_count: 7,
        published_at: null,
        published_text: "1 years ago",
        is_pinned: true,
        is_creator: true,
      },
      expect.objectContaining({ id: "SynOldComment2", like_count: null, reply_count: 0, is_pinned: false, is_creator: false, author: { channel_id: "UCsynthViewer000000002A", handle: "@oldviewer2" } }),
      expect.objectContaining({ id: "SynOldComment3", like_count: null, reply_count: 0 }),
    ]);
    expect(meta.total).toBe(3);
    expect(shapeLines).toEqual([]);
  });
});
