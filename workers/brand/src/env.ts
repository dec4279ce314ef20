import type { WorkerEnv } from "@shared/config";
import type { AdmissionVariables } from "@shared/gateway/anonymous-admission";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { RenderService } from "@shared/contract/render";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the brand gateway: generated from its wrangler.toml (`npm run types`) and the SVC_* knobs,
 * with `QUOTA` typed as the port shared/ calls (shared/quota.ts), which the class implements.
 */
export interface BrandBindings extends WorkerEnv<Generated, { QUOTA: QuotaNamespace; RENDER?: RenderService }> {}

export type BrandEnv = {
  Bindings: BrandBindings;
  Variables: BaseVariables & AdmissionVariables;
};
