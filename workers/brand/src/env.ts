import type { CacheEnv } from "../../../shared/cache";
import type { AdmissionVariables, AnonymousGatewayEnv } from "../../../shared/gateway/anonymous-admission";
import type { BaseVariables } from "../../../shared/http/worker-app";

export interface BrandBindings extends AnonymousGatewayEnv, CacheEnv {
  CACHE: KVNamespace;
  /**
   * Harness only (`SVC_HARNESS=1`): `domain=url` pairs, comma-separated, that point a domain's
   * homepage at a local fake site, e.g. `acme.test=http://127.0.0.1:8798/acme/`. Ignored otherwise.
   */
  SVC_BRAND_HOST_OVERRIDE?: string;
}

export type BrandEnv = {
  Bindings: BrandBindings;
  Variables: BaseVariables & AdmissionVariables;
};
