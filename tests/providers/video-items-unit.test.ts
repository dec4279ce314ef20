/**
 * The item walker (workers/video/src/innertube-items.ts) on its own: the tiles no route answers as
 * records (playlists, mixes, channels) are read with their real fields from the recorded fixtures,
 * and hostile or unknown input is skipped, named once, and never throws.
 */
import { describe, expect, it } from "vitest";
import { type Found, walkItems } from "../../workers/video/src/innertube-items";
import { relatedPageOf } from "../../workers/video/src/video-lists.normalize";
import homeTab from "../fixtures/upstream/youtube/browse_UCqwGaUvq_l0RKszeHhZ5leA.json";
import watchWithMix from "../fixtures/upstream/youtube/next_YQHsXMglC9A.json";
import synthWatch from "../fixtures/upstream/youtube/next_synthVid0001.json";
import searchTiles from "../fixtures/upstream/youtube/search_query-item-shapes.json";

const of = (found: Found[], kind: Found["kind"]) => found.filter((f) => f.kind === kind);

describe("walkItems on recorded tiles that are not videos", () => {
  it("reads the mix and the playlist beside a video (compactRadioRenderer, compactPlaylistRenderer)", () => {
    const walk = walkItems(watchWithMix.contents.twoColumnWatchNextResults.secondaryResults);
    expect(of(walk.found, "playlist").map((f) => (f.kind === "playlist" ? { shape: f.shape, ...f.playlist, thumbnails: f.playlist.thumbnails.length > 0 } : null))).toEqual([
      { shape: "compactRadioRenderer", id: "RDYQHsXMglC9A", title: "Mix - Adele - Hello", is_mix: true, channel: { id: null, name: "YouTube", handle: null }, video_count: null, thumbnails: true },
      {
        shape: "compactPlaylistRenderer",
        id: "RDCLAK5uy_mplKe9BIYCO3ZuNWSHZr48bm9DUDzbWnE",
        title: "The Millennial Mixtape",
        is_mix: true,
        channel: { id: "UC-9-kyTW8ZkZNDHQJ6FgpwQ", name: "YouTube Music", handle: null },
        video_count: 442,
        thumbnails: true,
      },
    ]);
    expect(walk.unknown).toEqual([]);
  });

  it("reads a channel's shelves of playlists and channels (gridPlaylistRenderer, gridChannelRenderer)", () => {
    const tab = homeTab.contents.twoColumnBrowseResultsRenderer.tabs[0]!;
    const walk = walkItems(tab);
    const playlists = of(walk.found, "playlist");
    const channels = of(walk.found, "channel");
    expect(playlists).toHaveLength(6);
    expect(playlists[0]).toMatchObject({ shape: "gridPlaylistRenderer", aside: true, playlist: { id: "PL5JK9SjdCJp_MoWGAWdBmJPj9CmFvBMJJ", title: "Altis Life", is_mix: false, video_count: 93, channel: { id: "UCqwGaUvq_l0RKszeHhZ5leA", name: "PietSmiet" } } });
    expect(channels).toHaveLength(9);
    // German separators: "1.044 Videos", "530.000 Abonnenten" are exact.
    expect(channels[0]).toMatchObject({ shape: "gridChannelRenderer", channel: { id: "UC3wla9xMoxDu7MIZImad1kQ", name: "PietSmietTV", handle: null, video_count: 1044, subscriber_count: 530000 } });
    expect(walk.unknown).toEqual(["channelVideoPlayerRenderer"]);
  });

  it("reads search tiles (channelRenderer, playlistRenderer, radioRenderer) and ignores ads and notices", () => {
    const walk = walkItems(searchTiles.contents.twoColumnSearchResultsRenderer.primaryContents);
    expect(of(walk.found, "channel").map((f) => (f.kind === "channel" ? [f.channel.id, f.channel.name, f.channel.subscriber_count, f.channel.video_count] : null))).toEqual([
      ["UCMUnMdqXX73Z9kxC8TGdv1Q", "SAVE YHTYE", 545, 8],
      ["UC_aEa8K-EOJ3D6gOs7HcyNg", "NoCopyrightSounds", null, 850], // "28.7M subscribers" is rounded
    ]);
    expect(of(walk.found, "playlist").map((f) => (f.kind === "playlist" ? [f.shape, f.playlist.id, f.playlist.title, f.playlist.video_count, f.playlist.is_mix] : null))).toEqual([
      ["playlistRenderer", "PLPoH32WKos_taVumTjN8siSgwEmUIqtsp", "Poju", 6, false],
      ["playlistRenderer", "PLRqwX-V7Uu6ZF9C0YMKuns9sLDzK6zoiV", "Git and GitHub for Poets", 11, false],
      ["radioRenderer", "RDh6vUBjGTYxQ", "Mix - Dada-Dii", null, true], // "50+ videos"
    ]);
    // The films of the shelf beside the results are found, and marked as an aside.
    expect(walk.found.filter((f) => f.shape === "gridMovieRenderer").every((f) => f.aside)).toBe(true);
    expect(walk.unknown).toEqual([]);
  });

  it("reads a playlist lockup's id, title, count badge and owner (SYNTHETIC, the view-model layout)", () => {
    const walk = walkItems(synthWatch.contents.twoColumnWatchNextResults.secondaryResults);
    expect(of(walk.found, "playlist")).toEqual([
      expect.objectContaining({ shape: "lockupViewModel", playlist: expect.objectContaining({ id: "PLsynthRelated01", title: "A synthetic playlist", video_count: 12, channel: { id: "UCsynthOther0000000002B", name: "Other Channel", handle: "@otherchannel" } }) }),
    ]);
  });
});

describe("relatedPageOf when the suggestion column holds nothing readable", () => {
  it("answers the end screen's videos (the first suggestions again) and still names the unknown shape", () => {
    // The recorded watch page, its column replaced by a shape no reader knows.
    const page = structuredClone(watchWithMix);
    page.contents.twoColumnWatchNextResults.secondaryResults = { secondaryResults: { results: [{ brandNewSuggestionViewModel: { id: "x" } }] } } as never;
    const related = relatedPageOf(page)!;
    expect(related.items).toHaveLength(10); // endScreenVideoRenderer ×10
    expect(related.items[0]).toMatchObject({ id: "hLQl3WQQoQ0", title: "Adele - Someone Like You (Official Music Video)", duration_s: 285 });
    expect(related.unknown).toEqual(["brandNewSuggestionViewModel"]);
  });
});

describe("walkItems on hostile or unknown input", () => {
  it("names each unknown shape once, however often it appears, and reads what is around it", () => {
    const video = (id: string) => ({ compactVideoRenderer: { videoId: id, title: { simpleText: `Video ${id}` } } });
    const walk = walkItems([video("aaaaaaaaaaa"), { newTile: { x: 1 } }, { newTile: {} }, video("bbbbbbbbbbb"), { otherTile: {} }]);
    expect(walk.unknown).toEqual(["newTile", "otherTile"]);
    expect(walk.found.map((f) => (f.kind === "video" ? f.video.id : f.kind))).toEqual(["aaaaaaaaaaa", "bbbbbbbbbbb"]);
  });

  it("names a lockup of a content type it has not seen by that type", () => {
    expect(walkItems({ lockupViewModel: { contentType: "LOCKUP_CONTENT_TYPE_HOLOGRAM", contentId: "x" } }).unknown).toEqual(["lockupViewModel(LOCKUP_CONTENT_TYPE_HOLOGRAM)"]);
  });

  it.each([
    ["null", null],
    ["a number", 42],
    ["a string", "videoRenderer"],
    ["arrays of junk", [null, 1, "x", [[[]]], { videoRenderer: null }, { videoRenderer: [] }]],
    ["renderers of the wrong types", [{ videoRenderer: { videoId: 7, title: { runs: "no" } } }, { richItemRenderer: { content: "text" } }, { itemSectionRenderer: { contents: { not: "a list" } } }]],
    ["a 10,000-deep nest", Array.from({ length: 10_000 }).reduce<unknown>((inner) => ({ itemSectionRenderer: { contents: [inner] } }), { videoRenderer: { videoId: "deepdeepdee", title: { simpleText: "deep" } } })],
  ])("never throws on %s, and reads nothing half-filled", (_name, input) => {
    const walk = walkItems(input);
    expect(walk.found).toEqual([]);
  });

  it("skips an item whose reader meets a getter that throws, and keeps the rest", () => {
    const hostile = { videoId: "ccccccccccc" };
    Object.defineProperty(hostile, "title", { enumerable: true, get: () => { throw new Error("boom"); } });
    const walk = walkItems([{ videoRenderer: hostile }, { videoRenderer: { videoId: "ddddddddddd", title: { simpleText: "Fine" } } }]);
    expect(walk.found.map((f) => (f.kind === "video" ? f.video.id : null))).toEqual(["ddddddddddd"]);
    expect(walk.unreadable).toEqual(["videoRenderer"]);
  });
});
