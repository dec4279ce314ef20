import type { D1Migration } from "cloudflare:test";
import type { MonitorsBindings } from "../../workers/monitors/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends MonitorsBindings {
      TEST_MIGRATIONS: D1Migration[];
      WEB_URL: string;
    }
  }
}
