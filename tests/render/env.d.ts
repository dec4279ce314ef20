import type { D1Migration } from "cloudflare:test";
import type { CreditNamespace } from "@shared/billing";
import type { RenderService } from "@shared/contract/render";
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
      /** The monitor engine's bindings (tests/render/monitors-render.test.ts): RENDER is the auxiliary render worker. */
      RENDER: RenderService;
      DB: D1Database;
      SNAPSHOTS: R2Bucket;
      CREDITS: CreditNamespace;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
