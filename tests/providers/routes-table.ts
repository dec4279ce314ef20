/** Every data route of the provider workers, with the upstreams it uses: the resilience tests run over all of them. */
import { appsAppRoute, appsListRoute, appsSearchRoute, appsSimilarRoute } from "@shared/contract/apps.routes";
import { NEWS_LISTS, newsItemRoute, newsListRoutes, newsSearchRoute, newsUserRoute } from "@shared/contract/news.routes";
import type { ProviderRouteSpec } from "@shared/contract/provider-route";
import { socialPostRoute, socialPostsRoute } from "@shared/contract/social.routes";
import { videoChannelRoute, videoCommentsRoute, videoPlaylistRoute, videoRelatedRoute, videoSearchRoute, videoTranscriptRoute, videoVideoRoute } from "@shared/contract/video.routes";
import type { UpstreamName } from "../fakes/upstream-server.mjs";
import { APPS_UPSTREAMS, NEWS_UPSTREAMS, type ProviderKind, SOCIAL_UPSTREAMS, VIDEO_UPSTREAMS } from "./harness";

export interface RouteCase {
  name: string;
  kind: ProviderKind;
  path: string;
  spec: ProviderRouteSpec;
  upstreams: readonly UpstreamName[];
  /** Upstream calls one cold request makes. */
  calls: number;
}

export const ROUTES: RouteCase[] = [
  ...NEWS_LISTS.map((list, i) => ({ name: `news stories_${list}`, kind: "news" as const, path: `/v1/news/stories_${list}?limit=2`, spec: newsListRoutes[i]!, upstreams: NEWS_UPSTREAMS, calls: 3 })),
  { name: "news search", kind: "news", path: "/v1/news/search?q=apple&tags=story&limit=1", spec: newsSearchRoute, upstreams: NEWS_UPSTREAMS, calls: 1 },
  { name: "news item", kind: "news", path: "/v1/news/item/39000000?depth=3", spec: newsItemRoute, upstreams: NEWS_UPSTREAMS, calls: 1 },
  { name: "news user", kind: "news", path: "/v1/news/user/jl", spec: newsUserRoute, upstreams: NEWS_UPSTREAMS, calls: 1 },
  { name: "apps app", kind: "apps", path: "/v1/apps/app?id=284882215&ratings=true", spec: appsAppRoute, upstreams: APPS_UPSTREAMS, calls: 1 },
  { name: "apps search", kind: "apps", path: "/v1/apps/search?term=slack&limit=5", spec: appsSearchRoute, upstreams: APPS_UPSTREAMS, calls: 1 },
  { name: "apps similar", kind: "apps", path: "/v1/apps/similar?id=803453959", spec: appsSimilarRoute, upstreams: APPS_UPSTREAMS, calls: 3 },
  { name: "apps list", kind: "apps", path: "/v1/apps/list?collection=top_free&limit=5", spec: appsListRoute, upstreams: APPS_UPSTREAMS, calls: 1 },
  { name: "video search", kind: "video", path: "/v1/video/search?term=synthetic&limit=5", spec: videoSearchRoute, upstreams: VIDEO_UPSTREAMS, calls: 1 },
  { name: "video video", kind: "video", path: "/v1/video/video/synthVid0001", spec: videoVideoRoute, upstreams: VIDEO_UPSTREAMS, calls: 1 },
  { name: "video channel", kind: "video", path: "/v1/video/channel/UCsynthChannel00000001A", spec: videoChannelRoute, upstreams: VIDEO_UPSTREAMS, calls: 1 },
  { name: "video comments", kind: "video", path: "/v1/video/comments/synthVid0001?limit=5", spec: videoCommentsRoute, upstreams: VIDEO_UPSTREAMS, calls: 2 },
  { name: "video playlist", kind: "video", path: "/v1/video/playlist/PLsynthList0001", spec: videoPlaylistRoute, upstreams: VIDEO_UPSTREAMS, calls: 1 },
  { name: "video related", kind: "video", path: "/v1/video/related/synthVid0001", spec: videoRelatedRoute, upstreams: VIDEO_UPSTREAMS, calls: 1 },
  { name: "video transcript", kind: "video", path: "/v1/video/transcript/synthVid0001?language=en", spec: videoTranscriptRoute, upstreams: VIDEO_UPSTREAMS, calls: 2 },
  { name: "social posts", kind: "social", path: "/v1/social/users/synthuser/posts", spec: socialPostsRoute, upstreams: SOCIAL_UPSTREAMS, calls: 1 },
  { name: "social post", kind: "social", path: "/v1/social/posts/1800000000000000001", spec: socialPostRoute, upstreams: SOCIAL_UPSTREAMS, calls: 1 },
];
