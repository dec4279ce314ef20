import type { WorkerEnv } from "@shared/config";
import type { SlotsNamespace } from "@shared/gateway/conversion-slots";
import type { BaseVariables } from "@shared/http/worker-app";
import type { BrowserPoolNamespace } from "@shared/render/browser-pool";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the render worker, generated from its wrangler.toml (`npm run types`): `BROWSER`
 * (Browser Rendering; locally a Chromium miniflare starts), `RENDER_SLOTS` (renders per
 * account) and `BROWSER_POOL` (kept-alive sessions), typed as the ports shared/ calls.
 */
export interface RenderBindings extends WorkerEnv<Generated, { RENDER_SLOTS: SlotsNamespace; BROWSER_POOL: BrowserPoolNamespace }> {}

export type RenderEnv = {
  Bindings: RenderBindings;
  Variables: BaseVariables;
};
