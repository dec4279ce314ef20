/**
 * Credits at the front door, through the workspace's CreditAccount Durable Object: an in-memory,
 * single-threaded check-and-debit, so concurrent requests can never overdraw and no request pays
 * a D1 write. Any failure to reach the account refuses the request (fail closed).
 */
import type { Balance, CreditAccount } from "../durable-objects/credit-account";
import { namedId } from "./durable-id";
import { ApiError } from "./errors";

export type CreditNamespace = DurableObjectNamespace<CreditAccount>;

const account = (ns: CreditNamespace, workspaceId: string) => ns.get(namedId(ns, `ws:${workspaceId}`));

const unavailable = (err: unknown) =>
  new ApiError("degraded", "The billing store is unavailable; retry shortly.", { headers: { "Retry-After": "5" }, internal: String(err) });

/**
 * Takes the price or throws 402; resolves to the new balance, how much came from free credits and
 * the charge's id, the only thing `refundCredits` accepts.
 */
export async function chargeCredits(ns: CreditNamespace, workspaceId: string, priceMicro: number): Promise<Balance & { charge_id: string; from_free: number }> {
  let result;
  try {
    result = await account(ns, workspaceId).charge(workspaceId, priceMicro);
  } catch (err) {
    throw unavailable(err);
  }
  if (!result.ok) {
    throw new ApiError("topup_required", "The credit balance is below the price of this request; top up to continue.", {
      extra: { balance_micro: result.balance_micro + result.free_credits_micro, price_micro: priceMicro, topup_url: "/v1/billing/topup/intents" },
    });
  }
  return result;
}

/**
 * Gives the charge `chargeId` of this workspace back (the work failed, so the caller got nothing):
 * exactly what it took, once. Resolves to whether it was refunded; an unknown, foreign or already
 * refunded charge is `false`. Store failures are logged, never thrown (the answer is already lost).
 */
export async function refundCredits(ns: CreditNamespace, workspaceId: string, chargeId: string): Promise<boolean> {
  if (!chargeId) return false;
  try {
    const result = await account(ns, workspaceId).refund(workspaceId, chargeId);
    if (!result.ok) console.error("refund refused: no open charge", workspaceId, chargeId);
    return result.ok;
  } catch (err) {
    console.error("refund failed", workspaceId, String(err));
    return false;
  }
}

export async function readBalance(ns: CreditNamespace, workspaceId: string): Promise<Balance> {
  try {
    return await account(ns, workspaceId).balance(workspaceId);
  } catch (err) {
    throw unavailable(err);
  }
}
