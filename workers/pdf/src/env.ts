import type { CacheEnv } from "@shared/cache";
import type { AdmissionVariables } from "@shared/gateway/anonymous-admission";
import type { ClientIpEnv } from "@shared/http/client-ip";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { SlotsNamespace } from "@shared/gateway/conversion-slots";

export interface PdfBindings extends ClientIpEnv, CacheEnv {
  /** Hourly conversions per client IP (QuotaBucket, epoch-anchored hour). */
  QUOTA: QuotaNamespace;
  /** Active conversions per client IP (ConversionSlots leases). */
  SLOTS: SlotsNamespace;
  /** 24 h cache of encoded PDF documents. */
  CACHE: KVNamespace;
  /** Harness only: the conversion deadline in ms instead of 60 s, so a test can trip it. */
  SVC_PDF_TIMEOUT_MS?: string;
}

export type PdfEnv = {
  Bindings: PdfBindings;
  Variables: BaseVariables & AdmissionVariables;
};
