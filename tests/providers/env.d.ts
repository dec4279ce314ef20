import type { AppsBindings } from "../../workers/apps/src/env";
import type { NewsBindings } from "../../workers/news/src/env";
import type { SocialBindings } from "../../workers/social/src/env";
import type { VideoBindings } from "../../workers/video/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends NewsBindings, AppsBindings, VideoBindings, SocialBindings {}
  }
}
