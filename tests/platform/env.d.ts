import type { D1Migration } from "cloudflare:test";
import type { PlatformBindings } from "../../workers/platform/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends PlatformBindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
