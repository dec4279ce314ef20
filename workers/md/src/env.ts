import type { CacheEnv } from "@shared/cache";
import type { AdmissionVariables, AnonymousGatewayEnv } from "@shared/gateway/anonymous-admission";
import type { BaseVariables } from "@shared/http/worker-app";

export interface MdBindings extends AnonymousGatewayEnv, CacheEnv {
  CACHE: KVNamespace;
}

export type MdEnv = {
  Bindings: MdBindings;
  Variables: BaseVariables & AdmissionVariables;
};
