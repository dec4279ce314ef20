// Writes the SYNTHETIC video (InnerTube) and social (syndication) fixtures under
// tests/fixtures/upstream/{youtube,social}/. Hand-made in the shapes of the real responses (the
// InnerTube recordings in the corpus are GPL and stay out of the repository; the social ones were
// never kept), with our own ids and text. Deterministic: re-run after editing:
//   node tests/fakes/generate-video-social-fixtures.mjs
// File names say which request each answers: youtube/<endpoint>_<videoId|browseId|continuation|query>.json.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "upstream");
const write = (rel, value) => writeFileSync(join(ROOT, rel), `${JSON.stringify(value)}\n`);

export const CHANNEL = { id: "UCsynthChannel00000001A", handle: "@synthchannel", name: "Synthetic Science" };
export const OTHER_CHANNEL = { id: "UCsynthOther0000000002B", handle: "@otherchannel", name: "Other Channel" };
export const VIDEO = "synthVid0001";
const vid = (n) => `synthVid${String(n).padStart(4, "0")}`;
const thumbs = (id) => ({ thumbnails: [{ url: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`, width: 480, height: 360 }] });
const runs = (...texts) => ({ runs: texts.map((text) => ({ text })) });
const byline = (c) => ({ runs: [{ text: c.name, navigationEndpoint: { browseEndpoint: { browseId: c.id, canonicalBaseUrl: `/${c.handle}` } } }] });
const continuation = (token) => ({ continuationItemRenderer: { trigger: "CONTINUATION_TRIGGER_ON_ITEM_SHOWN", continuationEndpoint: { continuationCommand: { token } } } });
const clock = (s) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

/** A search/channel `videoRenderer`; n picks the variations the tests rely on. */
function videoRenderer(n, channel = CHANNEL) {
  const id = vid(n);
  const seconds = 60 + n * 17;
  const r = {
    videoId: id,
    thumbnail: thumbs(id),
    title: runs(`Synthetic lecture ${n}`),
    publishedTimeText: { simpleText: `${n} days ago` },
    lengthText: { simpleText: clock(seconds) },
    viewCountText: { simpleText: `${(n * 1234).toLocaleString("en-US")} views` },
    ownerText: byline(channel),
    shortViewCountText: { simpleText: `${n}K views` },
  };
  if (n === 2) r.viewCountText = { simpleText: "1.2M views" }; // rounded only: view_count null
  if (n === 3) {
    delete r.lengthText;
    delete r.publishedTimeText;
    r.viewCountText = runs("52", " watching");
    r.badges = [{ metadataBadgeRenderer: { style: "BADGE_STYLE_TYPE_LIVE_NOW", label: "LIVE" } }];
  }
  return { videoRenderer: r };
}

function lockup(n) {
  const id = vid(n);
  return {
    lockupViewModel: {
      contentId: id,
      contentType: "LOCKUP_CONTENT_TYPE_VIDEO",
      contentImage: { thumbnailViewModel: { image: { sources: thumbs(id).thumbnails }, overlays: [{ thumbnailBottomOverlayViewModel: { badges: [{ thumbnailBadgeViewModel: { text: clock(100 + n) } }] } }] } },
      metadata: {
        lockupMetadataViewModel: {
          title: { content: `Related lecture ${n}` },
          image: { decoratedAvatarViewModel: { rendererContext: { commandContext: { onTap: { innertubeCommand: { browseEndpoint: { browseId: OTHER_CHANNEL.id, canonicalBaseUrl: `/${OTHER_CHANNEL.handle}` } } } } } } },
          metadata: { contentMetadataViewModel: { metadataRows: [{ metadataParts: [{ text: { content: OTHER_CHANNEL.name } }] }, { metadataParts: [{ text: { content: n === 101 ? "2,000 views" : "2K views" } }, { text: { content: "1 year ago" } }] }] } },
        },
      },
    },
  };
}

/** A playlist tile among suggestions (a `lockupViewModel` of content type PLAYLIST): read, and not a video. */
function playlistLockup(id, title) {
  const owner = { onTap: { innertubeCommand: { browseEndpoint: { browseId: OTHER_CHANNEL.id, canonicalBaseUrl: `/${OTHER_CHANNEL.handle}` } } } };
  return {
    lockupViewModel: {
      contentId: id,
      contentType: "LOCKUP_CONTENT_TYPE_PLAYLIST",
      contentImage: { collectionThumbnailViewModel: { primaryThumbnail: { thumbnailViewModel: { image: { sources: thumbs(vid(150)).thumbnails }, overlays: [{ thumbnailOverlayBadgeViewModel: { thumbnailBadges: [{ thumbnailBadgeViewModel: { text: "12 videos" } }] } }] } } } },
      metadata: { lockupMetadataViewModel: { title: { content: title }, metadata: { contentMetadataViewModel: { metadataRows: [{ metadataParts: [{ text: { content: OTHER_CHANNEL.name, commandRuns: [owner] } }] }, { metadataParts: [{ text: { content: "View full playlist" } }] }] } } } },
    },
  };
}

/** A short as a view model (`shortsLockupViewModel`), as a Shorts shelf beside a video lists them. */
const shortLockup = (n) => ({
  shortsLockupViewModel: {
    entityId: `shorts-shelf-item-${vid(n)}`,
    thumbnail: { sources: [{ url: `https://i.ytimg.com/vi/${vid(n)}/oardefault.jpg`, width: 1080, height: 1920 }] },
    onTap: { innertubeCommand: { reelWatchEndpoint: { videoId: vid(n) } } },
    overlayMetadata: { primaryText: { content: `Synthetic short ${n}` }, secondaryText: { content: n === 111 ? "987 views" : "1.1M views" } },
  },
});

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// --- search: 20 + 20 + 5 results over three pages; a shelf of other videos on page one.
write("youtube/search_query.json", {
  estimatedResults: "45",
  contents: {
    twoColumnSearchResultsRenderer: {
      primaryContents: {
        sectionListRenderer: {
          contents: [
            { itemSectionRenderer: { contents: [...range(1, 8).map((n) => videoRenderer(n)), { shelfRenderer: { title: { simpleText: "People also watched" }, content: { verticalListRenderer: { items: [videoRenderer(900)] } } } }, ...range(9, 20).map((n) => videoRenderer(n))] } },
            continuation("SYN_SEARCH_P2"),
          ],
        },
      },
    },
  },
});
write("youtube/search_SYN_SEARCH_P2.json", { onResponseReceivedCommands: [{ appendContinuationItemsAction: { continuationItems: [{ itemSectionRenderer: { contents: range(21, 40).map((n) => videoRenderer(n)) } }, continuation("SYN_SEARCH_P3")] } }] });
write("youtube/search_SYN_SEARCH_P3.json", { onResponseReceivedCommands: [{ appendContinuationItemsAction: { continuationItems: [{ itemSectionRenderer: { contents: range(41, 45).map((n) => videoRenderer(n)) } }] } }] });
write("youtube/search_query-nothing.json", { contents: { twoColumnSearchResultsRenderer: { primaryContents: { sectionListRenderer: { contents: [{ itemSectionRenderer: { contents: [{ backgroundPromoRenderer: { title: runs("No results found") } }] } }] } } } } });

// --- player: a video with captions, one without, a private one; unknown ids get the unavailable answer.
const track = (lang, name, asr) => ({
  baseUrl: `https://www.youtube.com/api/timedtext?v=${VIDEO}&caps=asr&xoaf=5&hl=en&ip=0.0.0.0&expire=1900000000&signature=SYNTHETIC&key=yt8${asr ? "&kind=asr" : ""}&lang=${lang}&fmt=srv3`,
  name: runs(name),
  vssId: `${asr ? "a" : ""}.${lang}`,
  languageCode: lang,
  ...(asr ? { kind: "asr" } : {}),
  isTranslatable: true,
});
const details = (id, extra = {}) => ({
  videoId: id,
  title: `Synthetic lecture ${id}`,
  lengthSeconds: "245",
  keywords: ["synthetic", "lecture"],
  channelId: CHANNEL.id,
  shortDescription: "A synthetic lecture written for the tests.\nSecond line.",
  thumbnail: thumbs(id),
  viewCount: "1234",
  author: CHANNEL.name,
  isPrivate: false,
  isLiveContent: false,
  ...extra,
});
const microformat = { playerMicroformatRenderer: { title: { simpleText: "Synthetic lecture" }, lengthSeconds: "245", ownerProfileUrl: `http://www.youtube.com/${CHANNEL.handle}`, externalChannelId: CHANNEL.id, viewCount: "1234", category: "Education", publishDate: "2024-05-01T10:00:00-07:00", uploadDate: "2024-05-01T10:00:00-07:00", likeCount: "56", ownerChannelName: CHANNEL.name } };
write(`youtube/player_${VIDEO}.json`, {
  playabilityStatus: { status: "OK", playableInEmbed: true },
  captions: { playerCaptionsTracklistRenderer: { captionTracks: [track("en", "English (auto-generated)", true), track("en", "English", false), track("de", "German", false)] } },
  videoDetails: details(VIDEO),
  microformat,
});
write("youtube/player_synthVidNoCc.json", { playabilityStatus: { status: "OK" }, videoDetails: details("synthVidNoCc"), microformat });
write("youtube/player_synthVidLive.json", { playabilityStatus: { status: "OK" }, videoDetails: details("synthVidLive", { lengthSeconds: "0", isLiveContent: true, isLive: true }) });
write("youtube/player_synthVidPriv.json", { playabilityStatus: { status: "LOGIN_REQUIRED", reason: "This video is private", messages: ["This is a private video."] } });
write("youtube/player_synthVidBot1.json", { playabilityStatus: { status: "LOGIN_REQUIRED", reason: "Sign in to confirm you’re not a bot" } });
write("youtube/player_synthVidOdd1.json", { playabilityStatus: { status: "OK" }, somethingNew: {} });
write("youtube/player__unavailable.json", { playabilityStatus: { status: "ERROR", reason: "This video is unavailable" } });
const cues = (lines) => `<?xml version="1.0" encoding="utf-8" ?><transcript>${lines.map(([s, d, t]) => `<text start="${s}" dur="${d}">${t}</text>`).join("")}</transcript>\n`;
writeFileSync(join(ROOT, `youtube/timedtext_${VIDEO}_en.xml`), cues([[0, 2.5, "Welcome to a synthetic lecture."], [2.5, 3, "Today: &lt;i&gt;caches&lt;/i&gt; &amp;amp; cursors."], [5.5, 0.5, ""], [6, 4.25, "That&amp;#39;s all."]]));
writeFileSync(join(ROOT, `youtube/timedtext_${VIDEO}_en-asr.xml`), cues([[0, 3, "welcome to a synthetic lecture"]]));
writeFileSync(join(ROOT, `youtube/timedtext_${VIDEO}_de.xml`), cues([[0, 2, "Willkommen."]]));

// --- next: the watch page (suggestions, comment section), comments pages, suggestion page two.
const watchPage = (commentItems, related) => ({
  contents: {
    twoColumnWatchNextResults: {
      results: { results: { contents: [{ videoPrimaryInfoRenderer: { title: runs("Synthetic lecture") } }, { itemSectionRenderer: { sectionIdentifier: "comment-item-section", contents: commentItems } }] } },
      ...(related ? { secondaryResults: { secondaryResults: { results: related } } } : {}),
    },
  },
  onResponseReceivedEndpoints: [{ loadMarkersCommand: {} }],
});
write(`youtube/next_${VIDEO}.json`, watchPage([continuation(`SYN_COMMENTS_${VIDEO}`)], [...range(101, 103).map(lockup), playlistLockup("PLsynthRelated01", "A synthetic playlist"), ...range(104, 105).map(lockup), continuation("SYN_RELATED_P2")]));
write("youtube/next_synthVidNoCm.json", watchPage([{ messageRenderer: { text: runs("Comments are turned off. ", "Learn more") } }], [lockup(101)]));
write("youtube/next__unavailable.json", { contents: { twoColumnWatchNextResults: { results: { results: { contents: [] } } } } });
// Page two: a Shorts shelf, and twice a made-up shape no client knows (logged once, the rest still read).
const unknownTile = (n) => ({ futureTileViewModel: { contentId: vid(n), title: { content: `Tile ${n}` } } });
write("youtube/next_SYN_RELATED_P2.json", {
  onResponseReceivedEndpoints: [{ appendContinuationItemsAction: { continuationItems: [lockup(106), unknownTile(190), lockup(107), { reelShelfRenderer: { title: { simpleText: "Shorts" }, items: range(111, 112).map(shortLockup) } }, unknownTile(191), lockup(108)] } }],
});

function commentPage(numbers, next, header) {
  const threads = numbers.map((n) => ({
    commentThreadRenderer: {
      ...(n === 1 ? { renderingPriority: "RENDERING_PRIORITY_PINNED_COMMENT" } : {}),
      ...(n % 2 === 1 ? { replies: { commentRepliesRenderer: { contents: [continuation(`SYN_REPLIES_${n}`)] } } } : {}),
      commentViewModel: { commentViewModel: { commentKey: `SYNKEY${n}`, commentId: `SynComment${n}`, ...(n === 1 ? { pinnedText: `Pinned by ${CHANNEL.handle}` } : {}) } },
    },
  }));
  const mutations = numbers.map((n) => ({
    entityKey: `SYNKEY${n}`,
    payload: {
      commentEntityPayload: {
        key: `SYNKEY${n}`,
        properties: { commentId: `SynComment${n}`, content: { content: `Synthetic comment number ${n}.` }, publishedTime: `${n} hours ago`, replyLevel: 0 },
        author: { channelId: n === 1 ? CHANNEL.id : `UCsynthViewer${String(n).padStart(9, "0")}A`, displayName: n === 1 ? CHANNEL.handle : `@viewer${n}`, isCreator: n === 1 },
        toolbar: { likeCountNotliked: n === 2 ? "1.2K" : String(n * 3), replyCount: n % 2 === 1 ? String(n) : "" },
      },
    },
  }));
  const body = [...threads, ...(next ? [continuation(next)] : [])];
  return {
    onResponseReceivedEndpoints: [
      ...(header ? [{ reloadContinuationItemsCommand: { slot: "RELOAD_CONTINUATION_SLOT_HEADER", continuationItems: [{ commentsHeaderRenderer: { countText: runs("25", " Comments") } }] } }] : []),
      { [header ? "reloadContinuationItemsCommand" : "appendContinuationItemsAction"]: { continuationItems: body } },
    ],
    frameworkUpdates: { entityBatchUpdate: { mutations } },
  };
}
write(`youtube/next_SYN_COMMENTS_${VIDEO}.json`, commentPage(range(1, 20), "SYN_COMMENTS_P2", true));

// The comment shape before the view models (until 2024): everything inline in a `commentRenderer`.
const OLD_COMMENTS = "synthVidOldC";
function oldComment(n) {
  const author = n === 1 ? CHANNEL : { id: `UCsynthViewer${String(n).padStart(9, "0")}A`, handle: `@oldviewer${n}` };
  return {
    commentId: `SynOldComment${n}`,
    authorText: { simpleText: author.handle },
    authorThumbnail: { thumbnails: [{ url: `https://yt3.ggpht.com/synthetic-${n}=s48`, width: 48, height: 48 }] },
    authorEndpoint: { browseEndpoint: { browseId: author.id, canonicalBaseUrl: `/${author.handle}` } },
    contentText: runs(`Old-style comment ${n}, `, "in two runs."),
    publishedTimeText: runs(`${n} years ago`),
    isLiked: false,
    ...(n === 1 ? { voteCount: { simpleText: "1,234" } } : n === 2 ? { voteCount: { simpleText: "5.6K" } } : {}),
    authorIsChannelOwner: n === 1,
    ...(n === 1 ? { replyCount: 7, pinnedCommentBadge: { pinnedCommentBadgeRenderer: { label: runs("Pinned by ", CHANNEL.name) } } } : {}),
  };
}
write(`youtube/next_${OLD_COMMENTS}.json`, watchPage([continuation(`SYN_COMMENTS_${OLD_COMMENTS}`)], [lockup(101)]));
write(`youtube/next_SYN_COMMENTS_${OLD_COMMENTS}.json`, {
  onResponseReceivedEndpoints: [
    { reloadContinuationItemsCommand: { slot: "RELOAD_CONTINUATION_SLOT_HEADER", continuationItems: [{ commentsHeaderRenderer: { countText: runs("3", " Comments") } }] } },
    {
      reloadContinuationItemsCommand: {
        continuationItems: range(1, 3).map((n) => ({
          commentThreadRenderer: {
            comment: { commentRenderer: oldComment(n) },
            ...(n === 1 ? { renderingPriority: "RENDERING_PRIORITY_PINNED_COMMENT", replies: { commentRepliesRenderer: { contents: [continuation("SYN_OLD_REPLIES_1")] } } } : { renderingPriority: "RENDERING_PRIORITY_UNKNOWN" }),
          },
        })),
      },
    },
  ],
});
write("youtube/next_SYN_COMMENTS_P2.json", commentPage(range(21, 25), null, false));

// --- browse: a channel (videos tab, two pages), a removed channel, a playlist (two pages).
write(`youtube/browse_${CHANNEL.id}.json`, {
  header: { pageHeaderRenderer: { content: { pageHeaderViewModel: { metadata: { contentMetadataViewModel: { metadataRows: [{ metadataParts: [{ text: { content: CHANNEL.handle } }] }, { metadataParts: [{ text: { content: "12.5K subscribers" } }, { text: { content: "42 videos" } }] }] } } } } } },
  metadata: { channelMetadataRenderer: { title: CHANNEL.name, description: "Synthetic lectures for tests.", externalId: CHANNEL.id, avatar: { thumbnails: [{ url: "https://yt3.googleusercontent.com/synthetic=s900", width: 900, height: 900 }] }, vanityChannelUrl: `http://www.youtube.com/${CHANNEL.handle}` } },
  contents: { twoColumnBrowseResultsRenderer: { tabs: [{ tabRenderer: { title: "Home", selected: false } }, { tabRenderer: { title: "Videos", selected: true, content: { richGridRenderer: { contents: [...range(201, 206).map((n) => ({ richItemRenderer: { content: videoRenderer(n) } })), continuation("SYN_CHANNEL_P2")] } } } }] } },
});
write("youtube/browse_SYN_CHANNEL_P2.json", { onResponseReceivedActions: [{ appendContinuationItemsAction: { continuationItems: range(207, 208).map((n) => ({ richItemRenderer: { content: videoRenderer(n) } })) } }] });
write("youtube/browse_UCsynthRemoved000000001.json", { alerts: [{ alertRenderer: { type: "ERROR", text: { simpleText: "This channel was removed because it violated our Community Guidelines." } } }] });
write("youtube/browse__invalid.json", { error: { code: 400, message: "Request contains an invalid argument.", status: "INVALID_ARGUMENT" } });
const playlistVideo = (n) => ({ playlistVideoRenderer: { videoId: vid(n), thumbnail: thumbs(vid(n)), title: runs(`Playlist lecture ${n}`), index: { simpleText: String(n - 300) }, shortBylineText: byline(CHANNEL), lengthSeconds: String(300 + n), lengthText: { simpleText: clock(300 + n) }, videoInfo: runs("3,456 views", " • ", "2 years ago"), isPlayable: true } });
write("youtube/browse_VLPLsynthList0001.json", {
  header: { playlistHeaderRenderer: { playlistId: "PLsynthList0001", title: { simpleText: "Synthetic course" }, numVideosText: runs("8", " videos"), descriptionText: { simpleText: "Eight synthetic lectures." }, ownerText: byline(CHANNEL), viewCountText: { simpleText: "1,500 views" }, playlistHeaderBanner: { heroPlaylistThumbnailRenderer: { thumbnail: thumbs(vid(301)) } } } },
  contents: { twoColumnBrowseResultsRenderer: { tabs: [{ tabRenderer: { selected: true, content: { sectionListRenderer: { contents: [{ itemSectionRenderer: { contents: [{ playlistVideoListRenderer: { contents: [...range(301, 305).map(playlistVideo), continuation("SYN_PLAYLIST_P2")] } }] } }] } } } }] } },
});
write("youtube/browse_SYN_PLAYLIST_P2.json", { onResponseReceivedActions: [{ appendContinuationItemsAction: { continuationItems: range(306, 308).map(playlistVideo) } }] });

// --- social: single posts (tweet-result) and one account's public timeline page.
export const SOCIAL_USER = { id: "1700000000000000001", screen_name: "synthuser", name: "Synthetic User" };
const OTHER_USER = { id_str: "1700000000000000002", screen_name: "otheruser", name: "Other User" };
const user = { id_str: SOCIAL_USER.id, screen_name: SOCIAL_USER.screen_name, name: SOCIAL_USER.name, profile_image_url_https: "https://pbs.twimg.com/profile_images/synthetic.jpg" };
write("social/tweet-result_1800000000000000001.json", {
  __typename: "Tweet",
  lang: "en",
  favorite_count: 10,
  conversation_count: 2,
  created_at: "2024-06-01T12:34:56.000Z",
  id_str: "1800000000000000001",
  text: "A synthetic post with a photo &amp; a link https://t.co/synth",
  user,
  mediaDetails: [{ type: "photo", media_url_https: "https://pbs.twimg.com/media/synthetic1.jpg" }],
  edit_control: { edit_tweet_ids: ["1800000000000000001"] },
});
write("social/tweet-result_1800000000000000002.json", {
  __typename: "Tweet",
  lang: "en",
  favorite_count: 0,
  conversation_count: 0,
  created_at: "2024-06-02T08:00:00.000Z",
  id_str: "1800000000000000002",
  text: "A synthetic post with a video",
  user,
  mediaDetails: [{ type: "video", media_url_https: "https://pbs.twimg.com/media/synthetic2.jpg", video_info: { variants: [{ content_type: "application/x-mpegURL", url: "https://video.twimg.com/synthetic2.m3u8" }, { bitrate: 256000, content_type: "video/mp4", url: "https://video.twimg.com/synthetic2-low.mp4" }, { bitrate: 2176000, content_type: "video/mp4", url: "https://video.twimg.com/synthetic2-high.mp4" }] } }],
});
// Post 20 (the id scripts/contract-probe.mjs asks for), with our own account and text.
write("social/tweet-result_20.json", { __typename: "Tweet", lang: "en", favorite_count: 200000, conversation_count: 10, created_at: "2006-03-21T20:50:14.000Z", id_str: "20", text: "just setting up a synthetic account", user: { id_str: "12", screen_name: "synthfounder", name: "Synthetic Founder" } });
write("social/tweet-result_1800000000000000099.json", { __typename: "TweetTombstone", tombstone: { text: { text: "This Post was deleted by the Post author." } } });
write("social/tweet-result_1800000000000000098.json", { __typename: "Tweet", id_str: "1800000000000000098", text: "no author or date" });

const classicDate = (i) => {
  const d = new Date(Date.UTC(2024, 5, 30, 12, 0, 0) - i * 3_600_000);
  const days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const p = (n) => String(n).padStart(2, "0");
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000 ${d.getUTCFullYear()}`;
};
const timelineTweet = (i) => {
  const id = String(1800000000000000200n - BigInt(i));
  const t = { id_str: id, created_at: classicDate(i), full_text: `Synthetic timeline post ${i}`, text: `Synthetic timeline post ${i}`, user, favorite_count: i * 2, retweet_count: i, reply_count: 1, entities: {} };
  if (i === 3) t.extended_entities = { media: [{ type: "photo", media_url_https: "https://pbs.twimg.com/media/timeline3.jpg" }] };
  if (i === 4) t.ext_views = { state: "EnabledWithCount", count: "1500" };
  return t;
};
const entries = [];
// A pinned older post first, as the page shows it; then the timeline newest first, a repost among them.
entries.push({ type: "tweet", entry_id: "tweet-pinned", content: { tweet: timelineTweet(24) } });
for (let i = 0; i < 24; i++) {
  entries.push({ type: "tweet", entry_id: `tweet-${i}`, content: { tweet: timelineTweet(i) } });
  if (i === 5) entries.push({ type: "tweet", entry_id: "tweet-rt", content: { tweet: { id_str: "1800000000000000300", created_at: classicDate(5), text: "RT @otheruser: hello", user, retweeted_status: { id_str: "1700000000000000400", user: OTHER_USER } } } });
}
write("social/timeline-profile_synthuser.json", { props: { pageProps: { contextProvider: { hasResults: true, lang: "en" }, timeline: { entries }, latestTweetId: entries[1].content.tweet.id_str, headerProps: { screenName: SOCIAL_USER.screen_name } } }, page: "/timeline-profile/screen-name/[screenName]" });
write("social/timeline-profile_quietuser.json", { props: { pageProps: { contextProvider: { hasResults: false, lang: "en" }, timeline: { entries: [] }, headerProps: { screenName: "quietuser" } } } });
console.log("video and social fixtures written");
