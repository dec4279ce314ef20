import type { WorkerEnv } from "@shared/config";
import type { AdmissionVariables } from "@shared/gateway/anonymous-admission";
import type { SlotsNamespace } from "@shared/gateway/conversion-slots";
import type { BaseVariables } from "@shared/http/worker-app";
import type { QuotaNamespace } from "@shared/quota";
import type { Env as Generated } from "../worker-configuration";

/**
 * Bindings of the pdf gateway, generated from its wrangler.toml (`npm run types`): `QUOTA` (hourly
 * conversions per client IP), `SLOTS` (active conversions per client IP), `CACHE` (24 h cache of
 * encoded documents), and the SVC_* knobs (`SVC_PDF_TIMEOUT_MS`: harness-only conversion deadline).
 * The objects are typed as the ports shared/ calls (shared/quota.ts, shared/gateway), which they implement.
 */
export interface PdfBindings extends WorkerEnv<Generated, { QUOTA: QuotaNamespace; SLOTS: SlotsNamespace }> {}

export type PdfEnv = {
  Bindings: PdfBindings;
  Variables: BaseVariables & AdmissionVariables;
};
