import type { BrandSiteEnv } from "@shared/brand/brand-site";
import type { CacheEnv } from "@shared/cache";
import type { AdmissionVariables, AnonymousGatewayEnv } from "@shared/gateway/anonymous-admission";
import type { BaseVariables } from "@shared/http/worker-app";

/** `SVC_BRAND_HOST_OVERRIDE` (harness only) is documented on `BrandSiteEnv`. */
export interface BrandBindings extends AnonymousGatewayEnv, CacheEnv, BrandSiteEnv {
  CACHE: KVNamespace;
}

export type BrandEnv = {
  Bindings: BrandBindings;
  Variables: BaseVariables & AdmissionVariables;
};
