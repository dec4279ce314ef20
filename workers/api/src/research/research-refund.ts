/**
 * Research refunds (DECISIONS §3): 5 credits back per target whose primitives all failed. Kept in
 * this one function so the refund API it calls can change (e.g. refunds tied to a charge id)
 * without touching the workflow. Free credits are restored first, as charges take them first.
 */
import type { Context } from "hono";
import { refundCredits } from "../../../../shared/billing";
import { priceMicro } from "../../../../shared/pricing";
import type { ApiEnv } from "../env";
import type { Admission } from "../front-door";

export async function refundFailedTargets(c: Context<ApiEnv>, admission: Admission, failedTargets: number): Promise<void> {
  const auth = c.get("auth");
  if (!auth || failedTargets <= 0 || admission.charged <= 0) return;
  const amount = Math.min(admission.charged, priceMicro("research_per_target", failedTargets));
  const fromFree = admission.chargedFree === undefined ? undefined : Math.min(admission.chargedFree, amount);
  await refundCredits(c.env.CREDITS, auth.workspaceId, amount, fromFree);
}
