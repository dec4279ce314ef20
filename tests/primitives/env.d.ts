import type { D1Migration } from "cloudflare:test";
import type { ApiBindings } from "../../workers/api/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends ApiBindings {
      TEST_MIGRATIONS: D1Migration[];
      /** The brand gateway's public fetch handler (the aux worker "brand"). */
      BRAND_PUBLIC: Fetcher;
      CACHE: KVNamespace;
      SVC_BRAND_HOST_OVERRIDE?: string;
    }
  }
}
