import type { RenderBindings } from "../../workers/render/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends RenderBindings {
      /** The md gateway (auxiliary worker) whose RENDER binding is this worker's RenderService. */
      MD_GATEWAY: Fetcher;
      /** The brand gateway (auxiliary worker), its RENDER binding likewise; `shell.test` is a script shell. */
      BRAND_GATEWAY: Fetcher;
      /** Its internal entrypoint (the api's keyed brand and research targets). */
      BRAND_GATEWAY_INTERNAL: Fetcher;
    }
  }
}
