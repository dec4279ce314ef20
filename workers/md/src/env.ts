import type { WorkerEnv } from "@shared/config";
import type { AdmissionVariables } from "@shared/gateway/anonymous-admission";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the md gateway: generated from its wrangler.toml (`npm run types`) and the SVC_* knobs,
 * with `QUOTA` typed as the port shared/ calls (shared/quota.ts), which the class implements.
 */
export interface MdBindings extends WorkerEnv<Generated, { QUOTA: QuotaNamespace }> {}

export type MdEnv = {
  Bindings: MdBindings;
  Variables: BaseVariables & AdmissionVariables;
};
