import type { RenderBindings } from "../../workers/render/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends RenderBindings {}
  }
}
