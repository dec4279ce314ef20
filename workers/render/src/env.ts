import type { WorkerEnv } from "@shared/config";
import type { SlotsNamespace } from "@shared/gateway/conversion-slots";
import type { BaseVariables } from "@shared/http/worker-app";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the render worker, generated from its wrangler.toml (`npm run types`): `BROWSER`
 * (Browser Rendering; locally a Chromium miniflare starts) and `RENDER_SLOTS` (renders per
 * account), typed as the port shared/ calls.
 */
export interface RenderBindings extends WorkerEnv<Generated, { RENDER_SLOTS: SlotsNamespace }> {}

export type RenderEnv = {
  Bindings: RenderBindings;
  Variables: BaseVariables;
};
