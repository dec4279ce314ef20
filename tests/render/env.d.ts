import type { RenderBindings } from "../../workers/render/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends RenderBindings {
      /** The md gateway (auxiliary worker) whose RENDER binding is this worker's RenderService. */
      MD: Fetcher;
    }
  }
}
