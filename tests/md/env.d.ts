import type { MdBindings } from "../../workers/md/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends MdBindings {}
  }
}
