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
  /**
   * Accounts written before open charges had their own keys kept them here; the first load moves
   * them to `open:` keys (see `openKey`).
   */
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
 * How long a charge can be refunded: a refund follows the failed work of the same request (a
 * page fetch is bounded at 20 s, a provider call at about a minute), or, for a monitor or watch
 * run that died, the engine's sweep (a run lease of 10 minutes, swept by the next minute's tick:
 * DECISIONS §7 finishes such a run within 15 minutes), so older charges are forgotten. Every
 * charge stays refundable for this whole window, however many charges follow it: the open set is
 * bounded by time only (a workspace's charges of the last 20 minutes, which the organization's
 * minute window and the 100-monitor limit keep to thousands). A count bound used to drop the
 * oldest, which refused genuine refunds in a busy workspace.
 */
export const REFUND_WINDOW_MS = 20 * 60_000;
const CHARGE_ID = /^chg_[0-9a-f]{32}$/;
/** How long a revoked key is refused by admit (see revokeKeys); well past the api's 5 s key cache. */
const REVOKED_KEY_MEMORY_MS = 60_000;
const MAX_REVOKED_PER_CALL = 100;

const accountKey = (workspaceId: string) => `acct:${workspaceId}`;
/**
 * One key per open charge, written in the same batch as the charge's balance and ledger row and
 * deleted with its refund (single use), so the account value stays small however busy the
 * workspace is, and a restarted object knows every refundable charge.
 */
const openPrefix = (workspaceId: string) => `open:${workspaceId}:`;
const openKey = (workspaceId: string, chargeId: string) => `${openPrefix(workspaceId)}${chargeId}`;
/** Storage key of the previous layout (one object per workspace). */
const LEGACY_ACCOUNT_KEY = "account";
/** A queued storage delete (see `pendingWrites`). */
const DELETE = Symbol("delete");

export class CreditAccount extends DurableObject<CreditEnv> implements CreditAccountRpc {
  private readonly accounts = new Map<string, AccountState>();
  /** Each loaded workspace's open charges, oldest first (insertion order is charge order). */
  private readonly open = new Map<string, Map<string, OpenCharge>>();
  private readonly loading = new Map<string, Promise<AccountState>>();
  /** Workspaces changed since their last write. */
  private readonly unsaved = new Set<string>();
  private readonly windows = new WindowSet(this.ctx.storage);
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether a mirror alarm is known to be set; spares a `getAlarm` per write. */
  private mirrorScheduled = false;
  /** Ledger rows, top-up markers and open charges not yet written (or deleted): they go out with the balances, in the same atomic write. */
  private pendingWrites: Array<[key: string, value: LedgerEntry | number | OpenCharge | typeof DELETE]> = [];
  /** Top-up intents being credited right now (their write); the stored `topup:` marker covers every later call. */
  private readonly topupsInFlight = new Map<string, Promise<void>>();
  /** Keys revoked in D1 lately, with when to forget them (revokeKeys). */
  private readonly revokedKeys = new Map<string, number>();

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
        await this.loadOpenCharges(account);
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
   * Reads the workspace's open charges (and moves those an older account value or the previous
   * layout kept inline to their own keys), dropping the expired ones.
   */
  private async loadOpenCharges(account: AccountState): Promise<void> {
    const ws = account.workspaceId;
    const found: Array<[string, OpenCharge]> = [];
    for (const [key, charge] of await this.ctx.storage.list<OpenCharge>({ prefix: openPrefix(ws) })) found.push([key.slice(openPrefix(ws).length), charge]);
    if (account.open_charges) {
      for (const [id, charge] of Object.entries(account.open_charges)) {
        found.push([id, charge]);
        this.pendingWrites.push([openKey(ws, id), charge]);
      }
      delete account.open_charges;
      this.unsaved.add(ws);
    }
    found.sort((x, y) => x[1][2] - y[1][2]);
    const open = new Map(found);
    this.open.set(ws, open);
    this.pruneOpenCharges(ws, open, Date.now());
  }

  /** Drops (and deletes) the charges past the refund window; the oldest come first. */
  private pruneOpenCharges(workspaceId: string, open: Map<string, OpenCharge>, now: number): void {
    for (const [id, charge] of open) {
      if (now - charge[2] <= REFUND_WINDOW_MS) break;
      this.setOpenCharge(workspaceId, open, id, null);
      this.unsaved.add(workspaceId);
    }
  }

  /** Sets (or, with `null`, drops) an open charge in memory and queues the same change for storage. */
  private setOpenCharge(workspaceId: string, open: Map<string, OpenCharge>, id: string, charge: OpenCharge | null): void {
    if (charge) open.set(id, charge);
    else open.delete(id);
    this.pendingWrites.push([openKey(workspaceId, id), charge ?? DELETE]);
  }

  private openCharges(workspaceId: string): Map<string, OpenCharge> {
    let open = this.open.get(workspaceId);
    if (!open) this.open.set(workspaceId, (open = new Map()));
    return open;
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
    // The last operation on each key wins (a charge refunded before its first write is deleted).
    const latest = new Map<string, AccountState | LedgerEntry | number | OpenCharge | typeof DELETE>(this.pendingWrites.splice(0));
    for (const id of this.unsaved) {
      const account = this.accounts.get(id);
      if (account) latest.set(accountKey(id), account);
    }
    this.unsaved.clear();
    if (latest.size === 0) return;
    const puts: Array<[string, unknown]> = [];
    const deletes: string[] = [];
    for (const [key, value] of latest) {
      if (value === DELETE) deletes.push(key);
      else puts.push([key, value]);
    }
    // One batch (no await in between): the balances, their ledger rows and open charges are committed together.
    const writes: Promise<unknown>[] = [];
    const opts = { allowUnconfirmed: !confirmed };
    for (let i = 0; i < puts.length; i += 128) writes.push(this.ctx.storage.put(Object.fromEntries(puts.slice(i, i + 128)), opts));
    for (let i = 0; i < deletes.length; i += 128) writes.push(this.ctx.storage.delete(deletes.slice(i, i + 128), opts));
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
    const open = this.openCharges(a.workspaceId);
    const id = chargeId !== undefined && CHARGE_ID.test(chargeId) && !open.has(chargeId) ? chargeId : newChargeId();
    const fromFree = Math.min(a.free_credits_micro, price);
    a.free_credits_micro -= fromFree;
    a.balance_micro -= price - fromFree;
    this.pruneOpenCharges(a.workspaceId, open, nowMs);
    const route = meta?.route ?? null;
    const requestId = meta?.request_id ?? null;
    this.setOpenCharge(a.workspaceId, open, id, [price, fromFree, nowMs, route, requestId]);
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
   * (which counts only what the key admitted), then the charge of `price` to the workspace.
   * Resolves to the charge's id; a refusal names the window; a short balance is `limited: null`
   * with the balance.
   */
  async admit(
    workspaceId: string,
    keyId: string,
    keyLimit: number,
    organizationLimit: number,
    price: number,
    chargeId: string,
    route: string | null,
    requestId: string | null,
    nowMs = Date.now(),
  ): Promise<AdmitResult> {
    if (this.revokedKeys.size && (this.revokedKeys.get(keyId) ?? 0) > nowMs) return { limited: "revoked" };
    const steps = [
      { name: `key:${keyId}`, limit: keyLimit },
      { name: "", limit: organizationLimit },
    ];
    const a = await this.load(workspaceId);
    // Last before deciding: the window cache may forget a window while the account loads.
    await this.windows.load(steps, MINUTE_MS);
    const { decision, refusedAt } = this.windows.takeLoaded(steps, MINUTE_MS, "first", 1, nowMs);
    if (refusedAt >= 0) return { limited: refusedAt === 0 ? "key" : "organization", decision };
    const charge = await this.debit(a, price, nowMs, chargeId, { route, request_id: requestId });
    return charge.ok ? charge.charge_id : { limited: null, ...CreditAccount.view(a) };
  }

  /**
   * Refuses `keyIds` in admit for REVOKED_KEY_MEMORY_MS, well past the api isolates' key cache
   * (KEY_CACHE_TTL_MS, 5 s), after which D1 alone refuses them. Held in memory: an object restarted
   * within that time forgets them, and the cache bounds the gap as before. Entries past their
   * time are dropped on the next call; the map holds only the last minute's revocations.
   */
  async revokeKeys(keyIds: string[], nowMs = Date.now()): Promise<void> {
    for (const [id, until] of this.revokedKeys) if (until <= nowMs) this.revokedKeys.delete(id);
    for (const id of keyIds.slice(0, MAX_REVOKED_PER_CALL)) this.revokedKeys.set(id, nowMs + REVOKED_KEY_MEMORY_MS);
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
    const open = this.openCharges(workspaceId);
    const charge = open.get(chargeId);
    if (!charge || nowMs - charge[2] > REFUND_WINDOW_MS) return { ok: false, ...CreditAccount.view(a) };
    const [price, fromFree, at, route = null, requestId = null] = charge;
    const amount = amountMicro ?? price;
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > price) return { ok: false, ...CreditAccount.view(a) };
    const toFree = Math.min(fromFree, amount);
    a.free_credits_micro += toFree;
    a.balance_micro += amount - toFree;
    this.setOpenCharge(workspaceId, open, chargeId, amount === price ? null : [price - amount, fromFree - toFree, at, route, requestId]);
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
    // Claimed in memory before any await, so calls at the same time cannot both pass the marker
    // check; the claim ends once the marker is written (confirmed), after which the stored marker
    // answers every call, after a restart too. The map holds only calls in flight. A delivery that
    // arrives meanwhile waits for the claim's write and then answers the credited balance (or the
    // claim's failure, so its sender delivers again); it answered the balance without the top-up.
    const inFlight = this.topupsInFlight.get(intentId);
    if (inFlight) {
      await inFlight;
      return { credited: false, ...CreditAccount.view(a) };
    }
    let credited = false;
    const write = (async () => {
      if ((await this.ctx.storage.get(`${TOPUP_PREFIX}${intentId}`)) !== undefined) return;
      a.balance_micro += amountMicro;
      this.record(a, { id: intentId, kind: "topup", amount_micro: amountMicro, free_micro: 0, route: null, request_id: null }, nowMs);
      this.pendingWrites.push([`${TOPUP_PREFIX}${intentId}`, nowMs]);
      credited = true;
      await this.save({ confirmed: true }, workspaceId);
    })();
    this.topupsInFlight.set(intentId, write);
    try {
      await write;
    } finally {
      this.topupsInFlight.delete(intentId);
    }
    return { credited, ...CreditAccount.view(a) };
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
