/**
 * The video worker's routes against the fake upstream serving hand-made InnerTube answers
 * (tests/fixtures/upstream/youtube, SYNTHETIC): happy paths, parameter bounds, bad ids, 404 for
 * what is not public, unknown shapes as 502, and cursors over continuations. Bodies are checked
 * strictly against the documented response schemas. (The normalizers also run on the real
 * recordings: bench/video-corpus.)
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Video, VideoChannel, VideoComment, VideoPlaylist, VideoSummary, VideoTranscript } from "@shared/contract/video.records";
import { videoChannelRoute, videoCommentsRoute, videoPlaylistRoute, videoRelatedRoute, videoSearchRoute, videoTranscriptRoute, videoVideoRoute } from "@shared/contract/video.routes";
import { expectData, expectError, fake, freshWorld, providerApp } from "./harness";

beforeEach(freshWorld);

const video = () => providerApp("video");
const innertubeHits = async () => (await fake.hits()).by_upstream.youtube ?? 0;

describe("GET /v1/video/search", () => {
  it("answers videos with exact counts, durations in seconds, channels, and null for what is rounded or relative", async () => {
    const { data, meta } = await expectData<VideoSummary[]>(await video().get("/v1/video/search?term=synthetic"), videoSearchRoute);
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({
      id: "synthVid0001",
      url: "https://www.youtube.com/watch?v=synthVid0001",
      duration_s: 77,
      view_count: 1234,
      published_at: null,
      published_text: "1 days ago",
      is_live: false,
      channel: { id: "UCsynthChannel00000001A", name: "Synthetic Science", handle: "@synthchannel" },
    });
    expect(data[1]!.view_count).toBeNull(); // "1.2M views" is rounded
    expect(data[2]).toMatchObject({ is_live: true, duration_s: null, view_count: null });
    expect(data.map((v) => v.id)).not.toContain("synthVid0900"); // a shelf of other videos is not a result
    expect(typeof meta.next_cursor).toBe("string");
  });

  it("pages with the cursor: limit 5 then the rest of the upstream page, then the next pages, to the end", async () => {
    const app = video();
    const first = await expectData<VideoSummary[]>(await app.get("/v1/video/search?term=synthetic&limit=5"), videoSearchRoute);
    expect(first.data.map((v) => v.id)).toEqual(["synthVid0001", "synthVid0002", "synthVid0003", "synthVid0004", "synthVid0005"]);
    const second = await expectData<VideoSummary[]>(await app.get(`/v1/video/search?term=synthetic&limit=50&cursor=${first.meta.next_cursor}`), videoSearchRoute);
    expect(second.data).toHaveLength(40);
    expect(second.data[0]!.id).toBe("synthVid0006");
    expect(second.data.at(-1)!.id).toBe("synthVid0045");
    expect(second.meta.next_cursor).toBeNull();
  });

  it("reads at most 3 upstream pages for one request", async () => {
    const { data } = await expectData<VideoSummary[]>(await video().get("/v1/video/search?term=synthetic&limit=50"), videoSearchRoute);
    expect(data).toHaveLength(45);
    expect(await innertubeHits()).toBe(3);
  });

  it("answers an empty list when nothing matches", async () => {
    const { data, meta } = await expectData<VideoSummary[]>(await video().get("/v1/video/search?term=nothing"), videoSearchRoute);
    expect(data).toEqual([]);
    expect(meta.next_cursor).toBeNull();
  });

  it.each([
    ["", "term"],
    ["term=x&limit=0", "limit"],
    ["term=x&limit=51", "limit"],
    ["term=x&limit=ten", "limit"],
    ["term=x&language=english!", "language"],
  ])("rejects ?%s with 400 invalid_request naming %s, without an upstream call", async (query, field) => {
    const error = await expectError(await video().get(`/v1/video/search?${query}`), 400, "invalid_request");
    expect(error.message).toContain(`"${field}"`);
    expect((await fake.hits()).total).toBe(0);
  });

  it("rejects an edited cursor and a cursor of another query with 400 invalid_cursor", async () => {
    const app = video();
    const { meta } = await expectData(await app.get("/v1/video/search?term=synthetic&limit=5"), videoSearchRoute);
    const cursor = String(meta.next_cursor);
    await expectError(await app.get(`/v1/video/search?term=synthetic&cursor=${cursor.slice(0, -2)}xx`), 400, "invalid_cursor");
    await expectError(await app.get(`/v1/video/search?term=other&cursor=${cursor}`), 400, "invalid_cursor");
    await expectError(await app.get(`/v1/video/related/synthVid0001?cursor=${cursor}`), 400, "invalid_cursor");
  });

  it("sends the language as InnerTube's hl/gl in a POSTed WEB client query", async () => {
    await expectData(await video().get("/v1/video/search?term=synthetic&language=de-AT"), videoSearchRoute);
    expect(Object.keys((await fake.hits()).by_url)).toEqual(["/youtubei/v1/search?prettyPrint=false"]);
  });
});

describe("GET /v1/video/video/{id}", () => {
  it("answers the video from the player: exact counts, publish date in UTC, captions", async () => {
    const { data } = await expectData<Video>(await video().get("/v1/video/video/synthVid0001"), videoVideoRoute);
    expect(data).toMatchObject({
      id: "synthVid0001",
      duration_s: 245,
      view_count: 1234,
      like_count: 56,
      published_at: "2024-05-01T17:00:00Z",
      category: "Education",
      channel: { id: "UCsynthChannel00000001A", handle: "@synthchannel" },
      is_live: false,
    });
    expect(data.captions).toEqual([
      { language: "en", name: "English (auto-generated)", auto_generated: true },
      { language: "en", name: "English", auto_generated: false },
      { language: "de", name: "German", auto_generated: false },
    ]);
  });

  it("gives a live stream no duration and no like count it was not told", async () => {
    const { data } = await expectData<Video>(await video().get("/v1/video/video/synthVidLive"), videoVideoRoute);
    expect(data).toMatchObject({ is_live: true, duration_s: null, like_count: null, published_at: null });
  });

  it.each(["synthVidPriv", "doesNotExist1"])("answers 404 not_found for a private or unavailable video (%s)", async (id) => {
    await expectError(await video().get(`/v1/video/video/${id}`), 404, "not_found");
  });

  it("answers 502 when the platform refuses us (bot check), and 502 for a shape it does not know: never a half-filled record", async () => {
    await expectError(await video().get("/v1/video/video/synthVidBot1"), 502, "upstream_unavailable");
    await expectError(await video().get("/v1/video/video/synthVidOdd1"), 502, "upstream_unavailable");
  });

  it.each(["bad id!", "a".repeat(65)])("rejects the id %j with 400 invalid_request", async (id) => {
    await expectError(await video().get(`/v1/video/video/${encodeURIComponent(id)}`), 400, "invalid_request");
  });
});

describe("GET /v1/video/transcript/{id}", () => {
  it("answers the human English track's cues, entities decoded once, markup and empty cues dropped", async () => {
    const { data } = await expectData<VideoTranscript>(await video().get("/v1/video/transcript/synthVid0001?language=en"), videoTranscriptRoute);
    expect(data).toMatchObject({ video_id: "synthVid0001", language: "en", auto_generated: false, name: "English" });
    expect(data.segments).toEqual([
      { start_s: 0, duration_s: 2.5, text: "Welcome to a synthetic lecture." },
      { start_s: 2.5, duration_s: 3, text: "Today: caches & cursors." },
      { start_s: 6, duration_s: 4.25, text: "That's all." },
    ]);
    expect(data.available_languages).toHaveLength(3);
    // The track URL's path and query went to our base, without fmt.
    expect(Object.keys((await fake.hits()).by_url).find((u) => u.startsWith("/api/timedtext"))).not.toContain("fmt=");
  });

  it("picks the language's track, the base language for a regional tag, and 404 for one it lacks", async () => {
    const app = video();
    expect((await expectData<VideoTranscript>(await app.get("/v1/video/transcript/synthVid0001?language=de-AT"), videoTranscriptRoute)).data.segments[0]!.text).toBe("Willkommen.");
    const error = await expectError(await app.get("/v1/video/transcript/synthVid0001?language=fr"), 404, "not_found");
    expect(error.message).toContain("en, de");
  });

  it("answers 404 for a video without captions and for a private video", async () => {
    await expectError(await video().get("/v1/video/transcript/synthVidNoCc"), 404, "not_found");
    await expectError(await video().get("/v1/video/transcript/synthVidPriv"), 404, "not_found");
  });
});

describe("GET /v1/video/comments/{id}", () => {
  it("answers the top comments with exact counts only, the pinned one first, and the stated total", async () => {
    const { data, meta } = await expectData<VideoComment[]>(await video().get("/v1/video/comments/synthVid0001"), videoCommentsRoute);
    expect(data).toHaveLength(20);
    expect(data[0]).toMatchObject({ id: "SynComment1", is_pinned: true, is_creator: true, like_count: 3, reply_count: 1, author: { handle: "@synthchannel" }, published_at: null, published_text: "1 hours ago" });
    expect(data[1]).toMatchObject({ like_count: null, reply_count: 0, is_pinned: false }); // "1.2K" is rounded; "" with no replies is none
    expect(meta.total).toBe(25);
    expect(typeof meta.next_cursor).toBe("string");
  });

  it("pages with the cursor to the end, limit at a time", async () => {
    const app = video();
    const first = await expectData<VideoComment[]>(await app.get("/v1/video/comments/synthVid0001?limit=15"), videoCommentsRoute);
    const second = await expectData<VideoComment[]>(await app.get(`/v1/video/comments/synthVid0001?limit=15&cursor=${first.meta.next_cursor}`), videoCommentsRoute);
    expect([...first.data, ...second.data].map((c) => c.id)).toEqual(Array.from({ length: 25 }, (_, i) => `SynComment${i + 1}`));
    expect(second.meta.next_cursor).toBeNull();
    await expectError(await app.get(`/v1/video/comments/synthVidNoCm?cursor=${first.meta.next_cursor}`), 400, "invalid_cursor");
  });

  it("says when comments are turned off, with an empty list", async () => {
    const { data, meta } = await expectData<VideoComment[]>(await video().get("/v1/video/comments/synthVidNoCm"), videoCommentsRoute);
    expect(data).toEqual([]);
    expect(meta.availability).toBe("comments_disabled");
  });

  it("answers 404 for an unknown video and rejects limit outside 1..50", async () => {
    await expectError(await video().get("/v1/video/comments/doesNotExist1"), 404, "not_found");
    await expectError(await video().get("/v1/video/comments/synthVid0001?limit=51"), 400, "invalid_request");
  });
});

describe("GET /v1/video/related/{id}", () => {
  it("answers the suggestions, then their second page by cursor", async () => {
    const app = video();
    const first = await expectData<VideoSummary[]>(await app.get("/v1/video/related/synthVid0001"), videoRelatedRoute);
    expect(first.data.map((v) => v.id)).toEqual(["synthVid0101", "synthVid0102", "synthVid0103", "synthVid0104", "synthVid0105"]);
    expect(first.data[0]).toMatchObject({ duration_s: 201, view_count: 2000, channel: { id: "UCsynthOther0000000002B", handle: "@otherchannel" } });
    expect(first.data[1]!.view_count).toBeNull();
    const second = await expectData<VideoSummary[]>(await app.get(`/v1/video/related/synthVid0001?cursor=${first.meta.next_cursor}`), videoRelatedRoute);
    expect(second.data.map((v) => v.id)).toEqual(["synthVid0106", "synthVid0107", "synthVid0111", "synthVid0112", "synthVid0108"]);
    expect(second.meta.next_cursor).toBeNull();
  });

  it("answers 404 for an unknown video", async () => {
    await expectError(await video().get("/v1/video/related/doesNotExist1"), 404, "not_found");
  });
});

describe("GET /v1/video/channel/{id}", () => {
  it("answers the channel with its uploads; exact video count, rounded subscribers null; the cursor page repeats the channel", async () => {
    const app = video();
    const first = await expectData<VideoChannel>(await app.get("/v1/video/channel/UCsynthChannel00000001A"), videoChannelRoute);
    expect(first.data).toMatchObject({ id: "UCsynthChannel00000001A", title: "Synthetic Science", handle: "@synthchannel", video_count: 42, subscriber_count: null });
    expect(first.data.videos.map((v) => v.id)).toEqual(["synthVid0201", "synthVid0202", "synthVid0203", "synthVid0204", "synthVid0205", "synthVid0206"]);
    const second = await expectData<VideoChannel>(await app.get(`/v1/video/channel/UCsynthChannel00000001A?cursor=${first.meta.next_cursor}`), videoChannelRoute);
    expect(second.data.title).toBe("Synthetic Science");
    expect(second.data.videos.map((v) => v.id)).toEqual(["synthVid0207", "synthVid0208"]);
    expect(second.meta.next_cursor).toBeNull();
  });

  it("answers 404 for a removed channel and for an id the platform rejects", async () => {
    await expectError(await video().get("/v1/video/channel/UCsynthRemoved000000001"), 404, "not_found");
    await expectError(await video().get("/v1/video/channel/DOESNT-EXIST"), 404, "not_found");
  });
});

describe("GET /v1/video/playlist/{id}", () => {
  it("answers the playlist in order with exact lengths, then the rest by cursor", async () => {
    const app = video();
    const first = await expectData<VideoPlaylist>(await app.get("/v1/video/playlist/PLsynthList0001"), videoPlaylistRoute);
    expect(first.data).toMatchObject({ id: "PLsynthList0001", title: "Synthetic course", video_count: 8, view_count: 1500, channel: { handle: "@synthchannel" } });
    expect(first.data.videos[0]).toMatchObject({ id: "synthVid0301", duration_s: 601, view_count: 3456, published_text: "2 years ago" });
    const second = await expectData<VideoPlaylist>(await app.get(`/v1/video/playlist/PLsynthList0001?cursor=${first.meta.next_cursor}`), videoPlaylistRoute);
    expect([...first.data.videos, ...second.data.videos]).toHaveLength(8);
    expect(second.data.title).toBe("Synthetic course");
  });

  it("answers 404 for an unknown playlist", async () => {
    await expectError(await video().get("/v1/video/playlist/PLnope"), 404, "not_found");
  });
});
