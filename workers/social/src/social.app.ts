/**
 * The social provider worker's routes: the platform's public syndication endpoints behind the api
 * front door, validated with the same contract the front door uses (shared/contract/social.routes.ts).
 */
import { socialCapabilitiesRoute, socialPostRoute, socialPostsRoute } from "@shared/contract/social.routes";
import { createProviderApp, type ProviderOptions } from "@shared/provider";
import type { SocialBindings } from "./env";
import { SOCIAL_LLMS } from "./llms";
import { capabilitiesHandler, postHandler, postsHandler } from "./social.handlers";

/** Options inject a clock and retry sleep in tests; production takes the defaults. */
export function createSocialApp(options: ProviderOptions = {}) {
  const app = createProviderApp<SocialBindings>({ name: "social", llms: SOCIAL_LLMS, ...options });
  app.openapi(socialPostsRoute.route, postsHandler);
  app.openapi(socialPostRoute.route, postHandler);
  app.openapi(socialCapabilitiesRoute, capabilitiesHandler);
  return app;
}
