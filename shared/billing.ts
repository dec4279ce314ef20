/**
 * Credits at the front door, through the workspace's CreditAccount Durable Object: an in-memory,
 * single-threaded check-and-debit, so concurrent requests can never overdraw and no request pays
 * a D1 write. Any failure to reach the account refuses the request (fail closed).
 */
import { namedId } from "./durable-id";
import { ApiError } from "./errors";

export interface Balance {
  balance_micro: number;
  free_credits_micro: number;
}

/** On success, `from_free` says how much of the price came from free credits (for an exact refund). */
export type ChargeResult = ({ ok: true; from_free: number } | { ok: false }) & Balance;

/**
 * The port this module calls: the RPC surface of a workspace's credit account.
 * `durable-objects/credit-account.ts` implements it.
 */
export interface CreditAccountRpc extends Rpc.DurableObjectBranded {
  balance(workspaceId: string): Promise<Balance>;
  /** Takes `price` if free + paid credits cover it; otherwise changes nothing. */
  charge(workspaceId: string, price: number): Promise<ChargeResult>;
  /** Gives back a charge, to the pool it came from (`fromFree` as `charge` returned it). */
  refund(workspaceId: string, price: number, fromFree?: number): Promise<Balance>;
  /** Adds paid (`balance`) or free credits, e.g. a settled top-up. */
  credit(workspaceId: string, amount: number, kind: "balance" | "free"): Promise<Balance>;
}

export type CreditNamespace = DurableObjectNamespace<CreditAccountRpc>;

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
