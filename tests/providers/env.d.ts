import type { AppsBindings } from "../../workers/apps/src/env";
import type { NewsBindings } from "../../workers/news/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends NewsBindings, AppsBindings {}
  }
}
