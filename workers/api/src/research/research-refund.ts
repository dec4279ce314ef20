/**
 * Research refunds (docs/contract.md#credits): 5 credits back per target whose primitives all
 * failed, as a partial refund of the workflow's one charge (named by its id, so nothing beyond
 * the charge can come back). Free credits are restored first, as charges take them first.
 */
import type { Context } from "hono";
import { refundCredits } from "@shared/billing";
import { priceMicro } from "@shared/pricing";
import type { ApiEnv } from "../env";
import type { Admission } from "../front-door";

export async function refundFailedTargets(c: Context<ApiEnv>, admission: Admission, failedTargets: number): Promise<void> {
  const auth = c.get("auth");
  if (!auth || failedTargets <= 0 || admission.charged <= 0 || !admission.chargeId) return;
  const amount = Math.min(admission.charged, priceMicro("research_per_target", failedTargets));
  await refundCredits(c.env.CREDITS, auth, admission.chargeId, amount);
}
