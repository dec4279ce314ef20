/**
 * Credits and the keyed minute windows, one Durable Object per organization (`org:<orgId>`): it
 * holds the balance of each of the organization's workspaces, the organization's minute window
 * and its keys' minute windows. A keyed request is therefore ONE call (`admit`): key window, then
 * organization window, then the workspace's check-and-debit, in one single-threaded step, so every
 * limit is exact and no balance is ever overdrawn under concurrency. The windows are kept by
 * `WindowSet`, the one rate-limit mechanism (`quota-bucket.ts`).
 *
 * Each workspace's balance is loaded once: from this object's storage, else (first use) handed
 * over by the per-workspace object of the previous layout (`ws:<id>`), else read from D1. From
 * then on every change (charges, refunds, grants, top-ups) goes through this object, and the
 * balances are mirrored to D1 (`workspaces.balance_micro/free_credits_micro`) by an alarm.
 * Free credits are spent before paid ones. Every movement also appends a row to the workspace's
 * ledger (`credit-ledger.ts`), written in the same storage batch as the balance it changed, so
 * the ledger always sums to the balance (docs/payments.md#ledger).
 *
 * Durability: money in (`credit`), a charge that takes paid credits and a refund that gives paid
 * credits back are written and confirmed before the call returns, so a crash or eviction can
 * never forget paid money. Charges and refunds of free credits only, and the windows, are written
 * behind (at most `FLUSH_DELAY_MS` later, one write per burst): a crash can forget that much free
 * metering or counting, never paid credit.
 */
import { DurableObject } from "cloudflare:workers";
import {
  type AdmitResult,
  type Balance,
  type ChargeMeta,
  type ChargeResult,
  type CreditAccountRpc,
  type KeyedLimits,
  type LedgerEntry,
  type LedgerPage,
  newChargeId,
  type RefundResult,
  type TopupResult,
} from "@shared/billing";
import { MINUTE_MS } from "@shared/quota";
import { ledgerKey, ledgerPage, ledgerPrefix, newLedgerId, openingGrant, TOPUP_PREFIX } from "./credit-ledger";
import { WindowSet } from "./quota-bucket";

/** A charge that may still be refunded: [price, taken from free credits, when (ms), route, request id]. */
type OpenCharge = [price: number, fromFree: number, atMs: number, route?: string | null, requestId?: string | null];

export interface AccountState extends Balance {
  workspaceId: string;
  /** Charges that may still be refunded, by charge id (see `REFUND_WINDOW_MS`). */
  open_charges?: Record<string, OpenCharge>;
  /** Position of the workspace's last ledger row; absent on accounts from before the ledger (they get an opening grant). */
  ledger_seq?: number;
  /** Whether the first key's free grant is in this balance (absent: an account from before, loaded after its key). */
  free_grant?: boolean;
}

interface CreditEnv {
  DB: D1Database;
  /** This object's own namespace: to check where a workspace belongs and to take over the previous layout's objects. */
  CREDITS?: DurableObjectNamespace<CreditAccountRpc>;
}

const MIRROR_DELAY_MS = 2_000;
export const FLUSH_DELAY_MS = 100;
/**
 * How long a charge can be refunded: a refund follows the failed work of the same request (at
 * most a minute or so), so older charges are forgotten and the open set stays small.
 */
export const REFUND_WINDOW_MS = 10 * 60_000;
/** Bound on open charges kept per workspace; the oldest go first (their refund is then refused, never minted). */
const MAX_OPEN_CHARGES = 2_000;
const CHARGE_ID = /^chg_[0-9a-f]{32}$/;

const accountKey = (workspaceId: string) => `acct:${workspaceId}`;
/** Storage key of the previous layout (one object per workspace). */
const LEGACY_ACCOUNT_KEY = "account";

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

export class CreditAccount extends DurableObject<CreditEnv> implements CreditAccountRpc {
  private readonly accounts = new Map<string, AccountState>();
  private readonly loading = new Map<string, Promise<AccountState>>();
  /** Workspaces changed since their last write. */
  private readonly unsaved = new Set<string>();
  private readonly windows = new WindowSet(this.ctx.storage);
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether a mirror alarm is known to be set; spares a `getAlarm` per write. */
  private mirrorScheduled = false;
  /** Ledger rows and top-up markers not yet written: they go out with the balances, in the same atomic write. */
  private pendingWrites: Array<[key: string, value: LedgerEntry | number]> = [];

  /** Appends a ledger row to the workspace's ledger (written with the next save of its balance). */
  private record(a: AccountState, row: Omit<LedgerEntry, "created_at">, nowMs: number): void {
    a.ledger_seq = (a.ledger_seq ?? 0) + 1;
    this.pendingWrites.push([ledgerKey(a.workspaceId, a.ledger_seq), { ...row, created_at: new Date(nowMs).toISOString() }]);
    this.unsaved.add(a.workspaceId);
  }

  /**
   * Loads a workspace's account once. The loads are outside the object's input gate, so
   * concurrent first calls must share one load: otherwise each would debit its own copy.
   */
  private load(workspaceId: string): Promise<AccountState> {
    const known = this.accounts.get(workspaceId);
    if (known) return Promise.resolve(known);
    let loading = this.loading.get(workspaceId);
    if (!loading) {
      loading = this.ctx.blockConcurrencyWhile(async () => {
        const stored = await this.ctx.storage.get<AccountState>(accountKey(workspaceId));
        const account = stored ?? (await this.adopt(workspaceId));
        this.accounts.set(workspaceId, account);
        // The ledger starts with what the account holds when it is first seen, so it always balances.
        if (account.ledger_seq === undefined) {
          account.ledger_seq = 0;
          const opening = openingGrant(account);
          if (opening) this.record(account, opening, Date.now());
        }
        // A first use is written before anything is charged (the takeover happens once).
        if (!stored || this.unsaved.has(workspaceId)) await this.save({ confirmed: true }, workspaceId);
        return account;
      });
      this.loading.set(workspaceId, loading);
      // A failed load is retried by the next call rather than remembered.
      const forget = () => this.loading.delete(workspaceId);
      loading.then(forget, forget);
    }
    return loading;
  }

  /**
   * First use of a workspace here. Refuses a workspace of another organization (a caller that
   * addressed the wrong object, e.g. `ws:<id>` of the previous layout, must not open a second
   * balance), then takes the balance over from the previous layout's object, or from D1 (one
   * snapshot of the balance and of whether the free grant is already in it, see grantFreeOnce).
   */
  private async adopt(workspaceId: string): Promise<AccountState> {
    const row = await this.env.DB.prepare(
      `SELECT org_id, balance_micro, free_credits_micro,
              EXISTS (SELECT 1 FROM credit_ledger WHERE workspace_id = ?1 AND once_key = 'free_grant') AS granted
         FROM workspaces WHERE id = ?1`,
    )
      .bind(workspaceId)
      .first<Balance & { org_id: string; granted: number }>();
    const ns = this.env.CREDITS;
    if (row && ns && !ns.idFromName(`org:${row.org_id}`).equals(this.ctx.id)) {
      throw new Error(`credit account: workspace ${workspaceId} belongs to the object of its organization`);
    }
    const previous = row && ns ? await ns.get(ns.idFromName(`ws:${workspaceId}`)).handOver(workspaceId) : null;
    return previous ?? { workspaceId, balance_micro: row?.balance_micro ?? 0, free_credits_micro: row?.free_credits_micro ?? 0, free_grant: row?.granted === 1 };
  }

  /**
   * Previous layout only (one object per workspace, named `ws:<id>`): the balance and open charges
   * it holds, for the organization's object to take over. Idempotent, so a takeover that failed
   * half way is simply repeated; nothing else reads this state any more.
   */
  async handOver(workspaceId: string): Promise<AccountState | null> {
    const legacy = await this.ctx.storage.get<AccountState>(LEGACY_ACCOUNT_KEY);
    return legacy && legacy.workspaceId === workspaceId ? legacy : null;
  }

  /** Schedules the background write of metered changes (see the file comment). */
  private saveSoon(workspaceId: string): void {
    this.unsaved.add(workspaceId);
    this.flushTimer ??= setTimeout(() => void this.save({ confirmed: false }), FLUSH_DELAY_MS);
  }

  /**
   * Writes the changed accounts (and `workspaceId`'s) now and makes sure the D1 mirror follows; a
   * confirmed save that names no workspace writes every loaded one. Unconfirmed writes do not hold
   * back the object's other answers (the output gate) while the disk confirms.
   */
  private async save({ confirmed }: { confirmed: boolean }, workspaceId?: string): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (workspaceId) this.unsaved.add(workspaceId);
    else if (confirmed) for (const id of this.accounts.keys()) this.unsaved.add(id);
    const changed: Array<[string, AccountState | LedgerEntry | number]> = [];
    for (const id of this.unsaved) {
      const account = this.accounts.get(id);
      if (account) changed.push([accountKey(id), account]);
    }
    this.unsaved.clear();
    changed.push(...this.pendingWrites.splice(0));
    if (changed.length === 0) return;
    // One batch (no await in between): the balances and their ledger rows are committed together.
    const writes = [];
    for (let i = 0; i < changed.length; i += 128) writes.push(this.ctx.storage.put(Object.fromEntries(changed.slice(i, i + 128)), { allowUnconfirmed: !confirmed }));
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

  /**
   * Takes `price` from a loaded account if free + paid credits cover it (free first); otherwise
   * changes nothing. Does not yield before the debit, so it is exact under concurrency.
   */
  private async debit(a: AccountState, price: number, nowMs: number, chargeId: string | undefined, meta: ChargeMeta | undefined): Promise<ChargeResult> {
    if (price <= 0) return { ok: true, charge_id: "", from_free: 0, ...CreditAccount.view(a) };
    if (a.free_credits_micro + a.balance_micro < price) return { ok: false, ...CreditAccount.view(a) };
    const id = chargeId !== undefined && CHARGE_ID.test(chargeId) && !Object.hasOwn(a.open_charges ?? {}, chargeId) ? chargeId : newChargeId();
    const fromFree = Math.min(a.free_credits_micro, price);
    a.free_credits_micro -= fromFree;
    a.balance_micro -= price - fromFree;
    a.open_charges ??= {};
    pruneOpenCharges(a.open_charges, nowMs);
    const route = meta?.route ?? null;
    const requestId = meta?.request_id ?? null;
    a.open_charges[id] = [price, fromFree, nowMs, route, requestId];
    this.record(a, { id, kind: "charge", amount_micro: price, free_micro: fromFree, route, request_id: requestId }, nowMs);
    const result: ChargeResult = { ok: true, charge_id: id, from_free: fromFree, ...CreditAccount.view(a) };
    // Paid credit taken is written before the answer; free credit is metered behind.
    if (price > fromFree) await this.save({ confirmed: true }, a.workspaceId);
    else this.saveSoon(a.workspaceId);
    return result;
  }

  /**
   * Takes `price` if free + paid credits cover it (free first); otherwise changes nothing.
   * `chargeId` (`chg_` + 32 hex) names the charge if the caller chose it, so a caller that lost
   * the answer can still refund it; otherwise the account names it. `meta` goes on its ledger row.
   */
  async charge(workspaceId: string, price: number, nowMs = Date.now(), chargeId?: string, meta?: ChargeMeta): Promise<ChargeResult> {
    return this.debit(await this.load(workspaceId), price, nowMs, chargeId, meta);
  }

  /**
   * A keyed request in one step: one unit of the key's minute window, then of the organization's
   * (which counts only what the key admitted), then the charge of `price` to the workspace. A
   * refusal names the window; a short balance is `ok: false` with the balance.
   */
  async admit(
    workspaceId: string,
    keyId: string,
    limits: KeyedLimits,
    price: number,
    nowMs = Date.now(),
    chargeId?: string,
    meta?: ChargeMeta,
  ): Promise<AdmitResult> {
    const steps = [
      { name: `key:${keyId}`, limit: limits.key },
      { name: "", limit: limits.organization },
    ];
    await this.windows.load(steps, MINUTE_MS);
    const a = await this.load(workspaceId);
    const { decision, refusedAt } = this.windows.takeLoaded(steps, MINUTE_MS, "first", 1, nowMs);
    if (refusedAt >= 0) return { limited: refusedAt === 0 ? "key" : "organization", decision };
    return { limited: null, charge: await this.debit(a, price, nowMs, chargeId, meta) };
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
    const result: RefundResult = { ok: true, refunded_micro: amount, ...CreditAccount.view(a) };
    if (amount > toFree) await this.save({ confirmed: true }, workspaceId);
    else this.saveSoon(workspaceId);
    return result;
  }

  /** Adds paid (`balance`) or free credits, e.g. a settled top-up; written before the call returns. */
  async credit(workspaceId: string, amount: number, kind: "balance" | "free"): Promise<Balance> {
    const a = await this.load(workspaceId);
    if (kind === "free") a.free_credits_micro += amount;
    else a.balance_micro += amount;
    this.record(a, { id: newLedgerId("grt"), kind: "grant", amount_micro: amount, free_micro: kind === "free" ? amount : 0, route: null, request_id: null }, Date.now());
    await this.save({ confirmed: true }, workspaceId);
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
    // The stored marker alone makes this once-only, also for calls at the same time: the input gate
    // delivers no other call between this read and the marker's write below (no await between),
    // a later read sees that write even before it is confirmed, and the output gate holds every
    // answer given after it until it is (a failed write resets the object: no answer claims it).
    if ((await this.ctx.storage.get(`${TOPUP_PREFIX}${intentId}`)) !== undefined) return { credited: false, ...CreditAccount.view(a) };
    a.balance_micro += amountMicro;
    this.record(a, { id: intentId, kind: "topup", amount_micro: amountMicro, free_micro: 0, route: null, request_id: null }, nowMs);
    this.pendingWrites.push([`${TOPUP_PREFIX}${intentId}`, nowMs]);
    await this.save({ confirmed: true }, workspaceId);
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
    await this.save({ confirmed: true }, workspaceId);
    return { granted: true, ...CreditAccount.view(a) };
  }

  /** The workspace's ledger rows before position `before` (newest first); pending rows are written first. */
  async ledger(workspaceId: string, limit: number, before?: number): Promise<LedgerPage> {
    await this.load(workspaceId);
    if (this.pendingWrites.length > 0) await this.save({ confirmed: true });
    const found = await this.ctx.storage.list<LedgerEntry>({
      prefix: ledgerPrefix(workspaceId),
      reverse: true,
      end: before === undefined ? undefined : ledgerKey(workspaceId, before),
      limit: limit + 1,
    });
    return ledgerPage(found, limit);
  }

  /** Mirrors the balances to D1 for reporting; retried by the runtime if D1 is unavailable. */
  override async alarm(): Promise<void> {
    // A write from now on needs a new alarm: the running one may have read the balances already.
    this.mirrorScheduled = false;
    const stored = await this.ctx.storage.list<AccountState>({ prefix: "acct:" });
    const accounts = [...stored.values()].map((a) => this.accounts.get(a.workspaceId) ?? a);
    if (accounts.length === 0) return;
    await this.env.DB.batch(
      accounts.map((a) =>
        this.env.DB.prepare("UPDATE workspaces SET balance_micro = ?1, free_credits_micro = ?2 WHERE id = ?3").bind(a.balance_micro, a.free_credits_micro, a.workspaceId),
      ),
    );
  }
}
