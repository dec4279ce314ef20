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
import type { Balance, ChargeMeta, ChargeResult, CreditAccountRpc, LedgerEntry, LedgerPage, RefundResult, TopupResult } from "@shared/billing";
import { LEDGER_PREFIX, ledgerKey, ledgerPage, newLedgerId, openingGrant, TOPUP_PREFIX } from "./credit-ledger";

/** A charge that may still be refunded: [price, taken from free credits, when (ms), route, request id]. */
type OpenCharge = [price: number, fromFree: number, atMs: number, route?: string | null, requestId?: string | null];

interface AccountState extends Balance {
  workspaceId: string;
  /** Charges that may still be refunded, by charge id (see `REFUND_WINDOW_MS`). */
  open_charges?: Record<string, OpenCharge>;
  /** Position of the last ledger row; absent on accounts from before the ledger (they get an opening grant). */
  ledger_seq?: number;
  /** Whether the first key's free grant is in this balance (absent: an account from before, loaded after its key). */
  free_grant?: boolean;
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
  /** Ledger rows not yet written: they go out with the balance, in the same atomic write. */
  private pendingLedger: Array<[key: string, row: LedgerEntry]> = [];
  /** Top-up intents credited (or being credited) since this object started. */
  private topupsSeen = new Set<string>();

  /** Appends a ledger row (written with the next save of the balance). */
  private record(a: AccountState, row: Omit<LedgerEntry, "created_at">, nowMs: number): void {
    a.ledger_seq = (a.ledger_seq ?? 0) + 1;
    this.pendingLedger.push([ledgerKey(a.ledger_seq), { ...row, created_at: new Date(nowMs).toISOString() }]);
  }

  /**
   * Loads once. The D1 read is outside the object's input gate, so concurrent first calls must
   * share one load: otherwise each would debit its own copy of the balance.
   */
  private load(workspaceId: string): Promise<AccountState> {
    if (this.account) return Promise.resolve(this.account);
    this.loading ??= this.ctx.blockConcurrencyWhile(async () => {
      const stored = await this.ctx.storage.get<AccountState>("account");
      // One snapshot of the balance and of whether the free grant is already in it (see grantFreeOnce).
      const row = stored
        ? undefined
        : await this.env.DB.prepare(
            `SELECT balance_micro, free_credits_micro,
                    EXISTS (SELECT 1 FROM credit_ledger WHERE workspace_id = ?1 AND once_key = 'free_grant') AS granted
               FROM workspaces WHERE id = ?1`,
          )
            .bind(workspaceId)
            .first<Balance & { granted: number }>();
      const a: AccountState = stored ?? { workspaceId, balance_micro: row?.balance_micro ?? 0, free_credits_micro: row?.free_credits_micro ?? 0, free_grant: row?.granted === 1 };
      // The ledger starts with what the account holds when it is first seen, so it always balances.
      if (a.ledger_seq === undefined) {
        a.ledger_seq = 0;
        const opening = openingGrant(a);
        if (opening) this.record(a, opening, Date.now());
      }
      this.account = a;
      return a;
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
    // One batch (no await in between): the balance and its ledger rows are committed together.
    const rows = this.pendingLedger.splice(0);
    const writes = [this.ctx.storage.put("account", this.account, { allowUnconfirmed: !confirmed })];
    for (let i = 0; i < rows.length; i += 128) writes.push(this.ctx.storage.put(Object.fromEntries(rows.slice(i, i + 128)), { allowUnconfirmed: !confirmed }));
    if (confirmed) await Promise.all(writes);
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
  async charge(workspaceId: string, price: number, nowMs = Date.now(), meta?: ChargeMeta): Promise<ChargeResult> {
    const a = await this.load(workspaceId);
    if (price <= 0) return { ok: true, charge_id: "", from_free: 0, ...CreditAccount.view(a) };
    if (a.free_credits_micro + a.balance_micro < price) return { ok: false, ...CreditAccount.view(a) };
    const fromFree = Math.min(a.free_credits_micro, price);
    a.free_credits_micro -= fromFree;
    a.balance_micro -= price - fromFree;
    const chargeId = newChargeId();
    a.open_charges ??= {};
    pruneOpenCharges(a.open_charges, nowMs);
    const route = meta?.route ?? null;
    const requestId = meta?.request_id ?? null;
    a.open_charges[chargeId] = [price, fromFree, nowMs, route, requestId];
    this.record(a, { id: chargeId, kind: "charge", amount_micro: price, free_micro: fromFree, route, request_id: requestId }, nowMs);
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
    const [price, fromFree, at, route = null, requestId = null] = charge;
    const amount = amountMicro ?? price;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > price) return { ok: false, ...CreditAccount.view(a) };
    const toFree = Math.min(fromFree, amount);
    a.free_credits_micro += toFree;
    a.balance_micro += amount - toFree;
    if (amount === price) delete open[chargeId];
    else open[chargeId] = [price - amount, fromFree - toFree, at, route, requestId];
    this.record(a, { id: newLedgerId("rfd"), kind: "refund", amount_micro: amount, free_micro: toFree, route, request_id: requestId }, nowMs);
    this.saveSoon();
    return { ok: true, refunded_micro: amount, ...CreditAccount.view(a) };
  }

  /** Adds paid (`balance`) or free credits, e.g. a settled top-up. */
  async credit(workspaceId: string, amount: number, kind: "balance" | "free"): Promise<Balance> {
    const a = await this.load(workspaceId);
    if (kind === "free") a.free_credits_micro += amount;
    else a.balance_micro += amount;
    this.record(a, { id: newLedgerId("grt"), kind: "grant", amount_micro: amount, free_micro: kind === "free" ? amount : 0, route: null, request_id: null }, Date.now());
    await this.save({ confirmed: true });
    return CreditAccount.view(a);
  }

  /**
   * Adds a paid top-up once per intent: a second call with the same `intentId` (a webhook
   * delivered again, or two events of one payment) changes nothing. The marker, the balance and
   * the ledger row are written together before this resolves.
   */
  async creditTopup(workspaceId: string, intentId: string, amountMicro: number, nowMs = Date.now()): Promise<TopupResult> {
    const a = await this.load(workspaceId);
    if (!Number.isSafeInteger(amountMicro) || amountMicro <= 0) throw new Error("top-up amount must be a positive integer");
    // Claimed in memory before any await, so concurrent calls for one intent cannot both pass;
    // the stored marker covers calls after a restart.
    if (this.topupsSeen.has(intentId)) return { credited: false, ...CreditAccount.view(a) };
    this.topupsSeen.add(intentId);
    if ((await this.ctx.storage.get(`${TOPUP_PREFIX}${intentId}`)) !== undefined) return { credited: false, ...CreditAccount.view(a) };
    a.balance_micro += amountMicro;
    this.record(a, { id: intentId, kind: "topup", amount_micro: amountMicro, free_micro: 0, route: null, request_id: null }, nowMs);
    this.ctx.storage.put(`${TOPUP_PREFIX}${intentId}`, nowMs);
    await this.save({ confirmed: true });
    return { credited: true, ...CreditAccount.view(a) };
  }

  /**
   * Adds the first key's free grant unless this account already has it: an account first loaded
   * before its first key (a dashboard visit, a top-up) did not see the grant the key's D1 batch
   * wrote; one loaded after did (its load read both the grant and the balance in one snapshot).
   */
  async grantFreeOnce(workspaceId: string, amountMicro: number): Promise<Balance & { granted: boolean }> {
    const a = await this.load(workspaceId);
    if (a.free_grant !== false || !Number.isSafeInteger(amountMicro) || amountMicro <= 0) return { granted: false, ...CreditAccount.view(a) };
    a.free_grant = true;
    a.free_credits_micro += amountMicro;
    this.record(a, { id: newLedgerId("grt"), kind: "grant", amount_micro: amountMicro, free_micro: amountMicro, route: null, request_id: null }, Date.now());
    await this.save({ confirmed: true });
    return { granted: true, ...CreditAccount.view(a) };
  }

  /** Ledger rows before position `before` (newest first); pending rows are written first. */
  async ledger(workspaceId: string, limit: number, before?: number): Promise<LedgerPage> {
    await this.load(workspaceId);
    if (this.pendingLedger.length > 0) await this.save({ confirmed: true });
    const found = await this.ctx.storage.list<LedgerEntry>({
      prefix: LEDGER_PREFIX,
      reverse: true,
      end: before === undefined ? undefined : ledgerKey(before),
      limit: limit + 1,
    });
    return ledgerPage(found, limit);
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
