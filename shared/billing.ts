/**
 * Credits through the CreditAccount Durable Object of the workspace's organization: an in-memory,
 * single-threaded check-and-debit, so concurrent requests can never overdraw and no request pays
 * a D1 write. The same object keeps the keyed minute windows, so a keyed request's limits and
 * charge are one call (`admitKeyedRequest`). Any failure to reach the account refuses the request
 * (fail closed).
 */
import { namedId } from "./durable-id";
import { ApiError } from "./errors";
import type { QuotaDecision } from "./quota";

export interface Balance {
  balance_micro: number;
  free_credits_micro: number;
}

/**
 * On success, `charge_id` names the charge for `refund` (single use), and `from_free` says how
 * much of the price came from free credits.
 */
export type ChargeResult = ({ ok: true; charge_id: string; from_free: number } | { ok: false }) & Balance;

/** A refund names the charge it reverses; an unknown, expired or already refunded one is refused. */
export type RefundResult = ({ ok: true; refunded_micro: number } | { ok: false }) & Balance;

/** The minute windows of a keyed request: its key's, then its organization's. */
export interface KeyedLimits {
  key: number;
  organization: number;
}

/**
 * A keyed admission: the charge's id when admitted (the common answer, a bare string so the RPC
 * result is one small clone), or why not: the refusing window (`limited` names it) or a balance
 * short of the price (`limited: null`, the balance).
 */
export type AdmitResult =
  | string
  | { limited: "key" | "organization"; decision: QuotaDecision }
  | ({ limited: null } & Balance)
  | { limited: "revoked" };

/** Whose credits: a workspace, and the organization whose account object holds them. */
export interface AccountOwner {
  orgId: string;
  workspaceId: string;
}

/** What a charge was for, kept on its ledger row (and on the row of its refund). */
export interface ChargeMeta {
  route?: string | null;
  request_id?: string | null;
}

/**
 * One movement of a workspace's credits (docs/payments.md#ledger). Amounts are positive; `kind`
 * says the direction: grants, refunds and top-ups add, charges take. `free_micro` is the part of
 * `amount_micro` that came from (or went back to) free credits. The id is the movement's own id:
 * the charge id, the top-up intent id, `rfd_…` for a refund, `grt_…` for a grant.
 */
export interface LedgerEntry {
  id: string;
  kind: "grant" | "charge" | "refund" | "topup" | "x402";
  amount_micro: number;
  free_micro: number;
  route: string | null;
  request_id: string | null;
  created_at: string;
}

/** A ledger page, newest first; `before` is the position to pass for the next page (null: no more). */
export interface LedgerPage {
  items: LedgerEntry[];
  before: number | null;
}

/** A settled top-up: `credited` is false when this intent was already credited (nothing changed). */
export type TopupResult = { credited: boolean } & Balance;

/**
 * The port this module calls: the RPC surface of an organization's credit account (every method
 * names the workspace). `durable-objects/credit-account.ts` implements it.
 */
export interface CreditAccountRpc extends Rpc.DurableObjectBranded {
  balance(workspaceId: string): Promise<Balance>;
  /** Takes `price` if free + paid credits cover it; otherwise changes nothing. `chargeId`: the caller's name for the charge; `meta` goes on its ledger row. */
  charge(workspaceId: string, price: number, nowMs?: number, chargeId?: string, meta?: ChargeMeta): Promise<ChargeResult>;
  /**
   * Key window, organization window, then the charge, in one step. Primitives only (no objects to
   * clone on the hot path): the limits, the caller's charge id, and the route and request id for
   * the ledger row.
   */
  admit(
    workspaceId: string,
    keyId: string,
    keyLimit: number,
    organizationLimit: number,
    price: number,
    chargeId: string,
    route: string | null,
    requestId: string | null,
    nowMs?: number,
  ): Promise<AdmitResult>;
  /**
   * Refuses the keys `keyIds` from now on (they were just revoked or rotated in D1): an isolate
   * that remembers one as active (the api's key cache) is answered 401 here instead.
   */
  revokeKeys(keyIds: string[], nowMs?: number): Promise<void>;
  /** Gives back the charge `chargeId` (or `amountMicro` of it) once, to the pools it came from. */
  refund(workspaceId: string, chargeId: string, nowMs?: number, amountMicro?: number): Promise<RefundResult>;
  /** Adds paid (`balance`) or free credits, e.g. a settled top-up. */
  credit(workspaceId: string, amount: number, kind: "balance" | "free"): Promise<Balance>;
  /** Previous layout (`ws:<id>` objects) only: the state the organization's object takes over. */
  handOver(workspaceId: string): Promise<(Balance & { workspaceId: string }) | null>;
  /** Adds a paid top-up once per `intentId` (the idempotency key); written before it resolves. */
  creditTopup(workspaceId: string, intentId: string, amountMicro: number, nowMs?: number): Promise<TopupResult>;
  /** Adds the first key's free grant if the account was loaded before the key's D1 batch granted it. */
  grantFreeOnce(workspaceId: string, amountMicro: number): Promise<Balance & { granted: boolean }>;
  /** Ledger rows older than position `before` (all when omitted), newest first. */
  ledger(workspaceId: string, limit: number, before?: number): Promise<LedgerPage>;
}

export type CreditNamespace = DurableObjectNamespace<CreditAccountRpc>;

/** The one place that says which object holds a workspace's credits: its organization's. */
const account = (ns: CreditNamespace, owner: AccountOwner) => ns.get(namedId(ns, `org:${owner.orgId}`));

const unavailable = (err: unknown, what = "The billing store is") =>
  new ApiError("degraded", `${what} unavailable; retry shortly.`, { headers: { "Retry-After": "5" }, internal: String(err) });

/**
 * Takes the price under the caller's charge id (`newChargeId()`, recorded by the caller before
 * this call) or throws 402; resolves to the new balance and how much came from free credits.
 * When it throws `degraded`, the account may still have taken the price (the answer was lost):
 * the caller owes `refundCharge(chargeId)`, which is safe either way.
 */
export async function chargeCredits(
  ns: CreditNamespace,
  owner: AccountOwner,
  priceMicro: number,
  chargeId: string,
  meta?: ChargeMeta,
): Promise<Balance & { charge_id: string; from_free: number }> {
  let result;
  try {
    result = await account(ns, owner).charge(owner.workspaceId, priceMicro, undefined, chargeId, meta);
  } catch (err) {
    throw unavailable(err);
  }
  return paidOrTopupRequired(result, priceMicro);
}

function paidOrTopupRequired(result: ChargeResult, priceMicro: number): Extract<ChargeResult, { ok: true }> {
  if (!result.ok) throw topupRequired(result, priceMicro);
  return result;
}

/** 402 `topup_required` for a balance short of `priceMicro`. */
function topupRequired(balance: Balance, priceMicro: number): ApiError {
  return new ApiError("topup_required", "The credit balance is below the price of this request; top up to continue.", {
    extra: { balance_micro: balance.balance_micro + balance.free_credits_micro, price_micro: priceMicro, topup_url: "/v1/billing/topup/intents" },
  });
}

/**
 * A keyed request's admission in one Durable Object call: the key's and the organization's minute
 * windows, then the charge. Resolves to the charge, or to the refusing window's decision (the
 * caller answers 429); a short balance throws 402 `topup_required`; an unreachable account 503.
 * If the call fails after the account may have charged, that charge (named here, before the
 * call) is refunded, so a lost answer never costs the caller.
 */
export async function admitKeyedRequest(
  ns: CreditNamespace,
  owner: AccountOwner & { keyId: string },
  limits: KeyedLimits,
  priceMicro: number,
  meta?: ChargeMeta,
): Promise<{ limited: "key" | "organization"; decision: QuotaDecision } | { limited: null; charge_id: string }> {
  const chargeId = newChargeId();
  let result: AdmitResult;
  try {
    result = await account(ns, owner).admit(owner.workspaceId, owner.keyId, limits.key, limits.organization, priceMicro, chargeId, meta?.route ?? null, meta?.request_id ?? null);
  } catch (err) {
    if (priceMicro > 0) await refundCredits(ns, owner, chargeId).catch(() => undefined);
    // The one object holds the key's and organization's windows too.
    throw unavailable(err, "The rate limiter and billing store are");
  }
  if (typeof result === "string") return { limited: null, charge_id: result };
  if (result.limited === "revoked") throw new ApiError("invalid_or_expired_token", REVOKED_KEY);
  if (result.limited) return result;
  throw topupRequired(result, priceMicro);
}

const REVOKED_KEY = "The API key was revoked or rotated; obtain a new key (see /llms.txt).";

/**
 * Tells the organization's account that `keyIds` were revoked (a rotation), so that a keyed request
 * an isolate admits from its key cache is refused at once rather than when the cache entry ends.
 * The D1 revocation is the record: a failure here is logged, and the cache still ends in seconds.
 */
export async function revokeKeysInAccount(ns: CreditNamespace, owner: AccountOwner, keyIds: string[]): Promise<void> {
  if (!keyIds.length) return;
  try {
    await account(ns, owner).revokeKeys(keyIds);
  } catch (err) {
    console.error("key revocation not passed to the account object", owner.orgId, String(err));
  }
}

/**
 * A charge id (`chg_` + 32 hex), chosen by the caller so that a charge whose answer was lost can
 * still be refunded. The hex of a random UUID (122 random bits): formatting 16 random bytes by
 * hand on every keyed request showed in its CPU profile.
 */
export const newChargeId = () => `chg_${crypto.randomUUID().replaceAll("-", "")}`;

/**
 * Gives the charge `chargeId` of this workspace back (the work failed, so the caller got nothing):
 * exactly what it took, or `amountMicro` of it, once. Resolves to whether it was refunded; an
 * unknown, foreign or already refunded charge is `false`. Store failures are logged, never thrown
 * (the answer is already lost).
 */
export async function refundCredits(ns: CreditNamespace, owner: AccountOwner, chargeId: string, amountMicro?: number): Promise<boolean> {
  return (await refundCharge(ns, owner, chargeId, amountMicro)) === "refunded";
}

/**
 * `refundCredits` for a caller that keeps the debt until it is settled (a monitor or watch run,
 * docs/monitors.md#charges): says whether the account gave the charge back (`refunded`), had
 * nothing open under that id (`refused`: never taken, already refunded, or past the refund
 * window), or could not be reached (`unreachable`: ask again later). A whole refund is single
 * use in the account, so asking again after a lost answer never refunds twice.
 */
export async function refundCharge(ns: CreditNamespace, owner: AccountOwner, chargeId: string, amountMicro?: number): Promise<"refunded" | "refused" | "unreachable"> {
  if (!chargeId) return "refused";
  try {
    const result = await account(ns, owner).refund(owner.workspaceId, chargeId, undefined, amountMicro);
    if (!result.ok) console.error("refund refused: no open charge", owner.workspaceId, chargeId);
    return result.ok ? "refunded" : "refused";
  } catch (err) {
    console.error("refund failed", owner.workspaceId, String(err));
    return "unreachable";
  }
}

export async function readBalance(ns: CreditNamespace, owner: AccountOwner): Promise<Balance> {
  try {
    return await account(ns, owner).balance(owner.workspaceId);
  } catch (err) {
    throw unavailable(err);
  }
}

/**
 * Credits a paid top-up intent to its workspace exactly once (the intent id is the idempotency
 * key inside the account). Throws `degraded` when the account cannot be reached, so the caller
 * (the provider's webhook) answers non-2xx and the provider delivers again.
 */
export async function creditTopup(ns: CreditNamespace, owner: AccountOwner, intentId: string, amountMicro: number): Promise<TopupResult> {
  try {
    return await account(ns, owner).creditTopup(owner.workspaceId, intentId, amountMicro);
  } catch (err) {
    throw unavailable(err);
  }
}

/** A page of the workspace's ledger, newest first. */
export async function readLedger(ns: CreditNamespace, owner: AccountOwner, limit: number, before?: number): Promise<LedgerPage> {
  try {
    return await account(ns, owner).ledger(owner.workspaceId, limit, before);
  } catch (err) {
    throw unavailable(err);
  }
}

/**
 * Tells the workspace's account about the free grant a first key just wrote to D1, so an account
 * that was already loaded (dashboard, top-up) gets it too; a no-op otherwise. Failures are logged:
 * the key exists either way.
 */
/** The owner of a workspace's credits (its organization holds the account), or null for an unknown workspace. */
export async function accountOwnerOf(db: D1Database, workspaceId: string): Promise<AccountOwner | null> {
  const row = await db.prepare("SELECT org_id FROM workspaces WHERE id = ?1").bind(workspaceId).first<{ org_id: string }>();
  return row ? { orgId: row.org_id, workspaceId } : null;
}

export async function grantFreeCredits(ns: CreditNamespace, owner: AccountOwner, amountMicro: number): Promise<void> {
  try {
    await account(ns, owner).grantFreeOnce(owner.workspaceId, amountMicro);
  } catch (err) {
    console.error("free grant not confirmed by the credit account", owner.workspaceId, String(err));
  }
}
