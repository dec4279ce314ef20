import type { WorkerEnv } from "@shared/config";
import type { AdmissionVariables } from "@shared/gateway/anonymous-admission";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { RenderService } from "@shared/contract/render";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the md gateway: generated from its wrangler.toml (`npm run types`) and the SVC_* knobs,
 * with `QUOTA` typed as the port shared/ calls (shared/quota.ts), which the class implements, and
 * `RENDER` as the render worker's RPC port (optional: a deployment or test without it reads static).
 */
export interface MdBindings extends WorkerEnv<Generated, { QUOTA: QuotaNamespace; RENDER?: RenderService }> {}

export type MdEnv = {
  Bindings: MdBindings;
  Variables: BaseVariables & AdmissionVariables;
};
