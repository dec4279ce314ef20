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

/** Takes the price or throws 402; resolves to the new balance and how much came from free credits. */
export async function chargeCredits(ns: CreditNamespace, workspaceId: string, priceMicro: number): Promise<Balance & { from_free: number }> {
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

/** Gives a charge back (the provider failed, so the caller got nothing). Logged, never thrown. */
export async function refundCredits(ns: CreditNamespace, workspaceId: string, priceMicro: number, fromFree?: number): Promise<void> {
  if (priceMicro <= 0) return;
  try {
    await account(ns, workspaceId).refund(workspaceId, priceMicro, fromFree);
  } catch (err) {
    console.error("refund failed", workspaceId, String(err));
  }
}

export async function readBalance(ns: CreditNamespace, workspaceId: string): Promise<Balance> {
  try {
    return await account(ns, workspaceId).balance(workspaceId);
  } catch (err) {
    throw unavailable(err);
  }
}
