/**
 * Credit metering on the hot path: one Durable Object per workspace holds the balance in memory,
 * so a charge is a single-threaded in-memory check-and-debit (never an overdraft, never a D1 write
 * per request). The balance is persisted in the object's storage and mirrored to D1
 * (`workspaces.balance_micro/free_credits_micro`) a moment later by an alarm.
 *
 * The object loads the balance from D1 the first time it is used; from then on every change
 * (charges, refunds, grants, top-ups) goes through it. Free credits are spent before paid ones.
 *
 * Charges and refunds are written to storage in the background, at most `FLUSH_DELAY_MS` after
 * they happen, one write per burst: a write per request was the largest cost of a keyed request.
 * A crash can forget at most that much metering (the caller keeps those credits); eviction
 * forgets nothing, since only an idle object is evicted. Credits added (`credit`) are written
 * before the call returns.
 */
import { DurableObject } from "cloudflare:workers";
import type { Balance, ChargeResult, CreditAccountRpc, RefundResult } from "@shared/billing";

/** A charge that may still be refunded: [price, taken from free credits, when (ms)]. */
type OpenCharge = [price: number, fromFree: number, atMs: number];

interface AccountState extends Balance {
  workspaceId: string;
  /** Charges that may still be refunded, by charge id (see `REFUND_WINDOW_MS`). */
  open_charges?: Record<string, OpenCharge>;
}

const MIRROR_DELAY_MS = 2_000;
export const FLUSH_DELAY_MS = 100;
/**
 * How long a charge can be refunded: a refund follows the failed work of the same request (at
 * most a minute or so), so older charges are forgotten and the open set stays small.
 */
export const REFUND_WINDOW_MS = 10 * 60_000;
/** Bound on open charges kept; the oldest go first (their refund is then refused, never minted). */
const MAX_OPEN_CHARGES = 2_000;

const newChargeId = () => `chg_${Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** Drops charges past the refund window, and the oldest beyond the bound. */
function pruneOpenCharges(open: Record<string, OpenCharge>, now: number): void {
  const ids = Object.keys(open);
  let excess = ids.length - MAX_OPEN_CHARGES;
  // Insertion order is charge order, so the oldest come first.
  for (const id of ids) {
    if (excess > 0 || now - open[id]![2] > REFUND_WINDOW_MS) {
      delete open[id];
      excess--;
    } else break;
  }
}

export class CreditAccount extends DurableObject<{ DB: D1Database }> implements CreditAccountRpc {
  private account: AccountState | undefined;
  private loading: Promise<AccountState> | undefined;
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether a mirror alarm is known to be set; spares a `getAlarm` per write. */
  private mirrorScheduled = false;

  /**
   * Loads once. The D1 read is outside the object's input gate, so concurrent first calls must
   * share one load: otherwise each would debit its own copy of the balance.
   */
  private load(workspaceId: string): Promise<AccountState> {
    if (this.account) return Promise.resolve(this.account);
    this.loading ??= this.ctx.blockConcurrencyWhile(async () => {
      const stored = await this.ctx.storage.get<AccountState>("account");
      const row = stored
        ? undefined
        : await this.env.DB.prepare("SELECT balance_micro, free_credits_micro FROM workspaces WHERE id = ?1").bind(workspaceId).first<Balance>();
      this.account = stored ?? { workspaceId, balance_micro: row?.balance_micro ?? 0, free_credits_micro: row?.free_credits_micro ?? 0 };
      return this.account;
    });
    // A failed load is retried by the next call rather than remembered.
    this.loading.catch(() => (this.loading = undefined));
    return this.loading;
  }

  /** Schedules the background write of the metered balance (see the file comment). */
  private saveSoon(): void {
    this.flushTimer ??= setTimeout(() => void this.save({ confirmed: false }), FLUSH_DELAY_MS);
  }

  /**
   * Writes the balance now and makes sure the D1 mirror follows. Unconfirmed writes do not hold
   * back the object's other answers (the output gate) while the disk confirms.
   */
  private async save({ confirmed }: { confirmed: boolean }): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (!this.account) return;
    const written = this.ctx.storage.put("account", this.account, { allowUnconfirmed: !confirmed });
    if (confirmed) await written;
    if (!this.mirrorScheduled) {
      if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + MIRROR_DELAY_MS);
      this.mirrorScheduled = true;
    }
  }

  private static view(a: AccountState): Balance {
    return { balance_micro: a.balance_micro, free_credits_micro: a.free_credits_micro };
  }

  async balance(workspaceId: string): Promise<Balance> {
    return CreditAccount.view(await this.load(workspaceId));
  }

  /** Takes `price` if free + paid credits cover it (free first); otherwise changes nothing. */
  async charge(workspaceId: string, price: number, nowMs = Date.now()): Promise<ChargeResult> {
    const a = await this.load(workspaceId);
    if (price <= 0) return { ok: true, charge_id: "", from_free: 0, ...CreditAccount.view(a) };
    if (a.free_credits_micro + a.balance_micro < price) return { ok: false, ...CreditAccount.view(a) };
    const fromFree = Math.min(a.free_credits_micro, price);
    a.free_credits_micro -= fromFree;
    a.balance_micro -= price - fromFree;
    const chargeId = newChargeId();
    a.open_charges ??= {};
    pruneOpenCharges(a.open_charges, nowMs);
    a.open_charges[chargeId] = [price, fromFree, nowMs];
    this.saveSoon();
    return { ok: true, charge_id: chargeId, from_free: fromFree, ...CreditAccount.view(a) };
  }

  /**
   * Reverses the charge `chargeId` of this workspace (its request produced nothing): its price, or
   * `amountMicro` of it (a research workflow refunds only its failed targets), to the pools it was
   * taken from (free credits first, as charges take them first). What is left of a partly refunded
   * charge stays refundable; nothing beyond the charge ever comes back. Any other id (unknown,
   * another workspace's, already refunded, older than the refund window) or an amount larger than
   * what is left changes nothing, so no caller can mint credits.
   */
  async refund(workspaceId: string, chargeId: string, nowMs = Date.now(), amountMicro?: number): Promise<RefundResult> {
    const a = await this.load(workspaceId);
    const open = a.open_charges ?? {};
    const charge = Object.hasOwn(open, chargeId) ? open[chargeId] : undefined;
    if (!charge || nowMs - charge[2] > REFUND_WINDOW_MS) return { ok: false, ...CreditAccount.view(a) };
    const [price, fromFree, at] = charge;
    const amount = amountMicro ?? price;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > price) return { ok: false, ...CreditAccount.view(a) };
    const toFree = Math.min(fromFree, amount);
    a.free_credits_micro += toFree;
    a.balance_micro += amount - toFree;
    if (amount === price) delete open[chargeId];
    else open[chargeId] = [price - amount, fromFree - toFree, at];
    this.saveSoon();
    return { ok: true, refunded_micro: amount, ...CreditAccount.view(a) };
  }

  /** Adds paid (`balance`) or free credits, e.g. a settled top-up. */
  async credit(workspaceId: string, amount: number, kind: "balance" | "free"): Promise<Balance> {
    const a = await this.load(workspaceId);
    if (kind === "free") a.free_credits_micro += amount;
    else a.balance_micro += amount;
    await this.save({ confirmed: true });
    return CreditAccount.view(a);
  }

  /** Mirrors the balance to D1 for reporting; retried by the runtime if D1 is unavailable. */
  override async alarm(): Promise<void> {
    // A write from now on needs a new alarm: the running one may have read the balance already.
    this.mirrorScheduled = false;
    const a = this.account ?? (await this.ctx.storage.get<AccountState>("account"));
    if (!a) return;
    await this.env.DB.prepare("UPDATE workspaces SET balance_micro = ?1, free_credits_micro = ?2 WHERE id = ?3")
      .bind(a.balance_micro, a.free_credits_micro, a.workspaceId)
      .run();
  }
}
