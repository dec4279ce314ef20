/**
 * The news provider worker's routes: Hacker News (Firebase + Algolia) behind the api front door,
 * validated with the same contract the front door uses (shared/contract/news.routes.ts).
 */
import { NEWS_LISTS, newsCapabilitiesRoute, newsItemRoute, newsListRoutes, newsSearchRoute, newsUserRoute } from "@shared/contract/news.routes";
import { createProviderApp, type ProviderOptions } from "@shared/provider";
import type { NewsBindings } from "./env";
import { NEWS_LLMS } from "./llms";
import { capabilitiesHandler } from "./news-capabilities.handler";
import { itemHandler, searchHandler, storiesHandler, userHandler } from "./news.handlers";

/** Options inject a clock and retry sleep in tests; production takes the defaults. */
export function createNewsApp(options: ProviderOptions = {}) {
  const app = createProviderApp<NewsBindings>({ name: "news", llms: NEWS_LLMS, ...options });
  NEWS_LISTS.forEach((list, i) => app.openapi(newsListRoutes[i]!.route, storiesHandler(list)));
  app.openapi(newsSearchRoute.route, searchHandler);
  app.openapi(newsItemRoute.route, itemHandler);
  app.openapi(newsUserRoute.route, userHandler);
  app.openapi(newsCapabilitiesRoute, capabilitiesHandler);
  return app;
}
