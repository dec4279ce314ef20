import type { McpBindings } from "../../workers/mcp/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends McpBindings {
      /** The pdf stub's default entrypoint (its log of conversions asked for). */
      PDF_SEEN: Fetcher;
    }
  }
}
