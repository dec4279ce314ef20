/** Every data route of the news and apps workers, with the upstreams it uses: the resilience tests run over all of them. */
import { appsAppRoute, appsListRoute, appsSearchRoute, appsSimilarRoute } from "../../shared/contract/apps.routes";
import { NEWS_LISTS, newsItemRoute, newsListRoutes, newsSearchRoute, newsUserRoute } from "../../shared/contract/news.routes";
import type { ProviderRouteSpec } from "../../shared/contract/provider-route";
import { APPS_UPSTREAMS, NEWS_UPSTREAMS } from "./harness";

export interface RouteCase {
  name: string;
  kind: "news" | "apps";
  path: string;
  spec: ProviderRouteSpec;
  upstreams: readonly ("hn_firebase" | "hn_algolia" | "itunes" | "appstore_rss")[];
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
];
