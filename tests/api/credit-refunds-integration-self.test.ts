/**
 * Refunds at the CreditAccount (durable-objects/credit-account.ts): a refund names its charge and
 * gives it back once, to the pools it came from, for the whole refund window, however many other
 * charges the workspace made meanwhile (a busy workspace's failed monitor run must get its credit
 * back), also after the object restarted; nothing else refunds, so no caller can mint credits.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { restartObject } from "../support/durable-restart";
import { describe, expect, it } from "vitest";
import type { LedgerEntry } from "@shared/billing";
import { REFUND_WINDOW_MS } from "../../durable-objects/credit-account";
import { seedKey } from "./seed";

const PRICE = 1_000;
const accountOf = (orgId: string) => env.CREDITS.get(env.CREDITS.idFromName(`org:${orgId}`));
type Account = ReturnType<typeof accountOf>;

async function wholeLedger(account: Account, workspaceId: string): Promise<LedgerEntry[]> {
  const rows: LedgerEntry[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await account.ledger(workspaceId, 500, before);
    rows.push(...page.items);
    if (page.before === null) return rows;
    before = page.before;
  }
}

const sumOf = (rows: LedgerEntry[]) => rows.reduce((sum, r) => sum + (r.kind === "charge" ? -r.amount_micro : r.amount_micro), 0);

describe("refunds", () => {
  it("refunds an early charge after more than 2,000 later ones in the same window, once, and the ledger adds up", async () => {
    const seeded = await seedKey({ creditsMicro: 3_000_000 });
    const account = accountOf(seeded.orgId);
    const ws = seeded.workspaceId;
    const charges: string[] = [];
    for (let i = 0; i < 2_100; i++) {
      const c = await account.charge(ws, PRICE, undefined, undefined, { route: "/v1/monitors/run", request_id: `req_${i}` });
      expect(c.ok).toBe(true);
      if (c.ok) charges.push(c.charge_id);
    }
    expect((await account.balance(ws)).free_credits_micro).toBe(3_000_000 - 2_100 * PRICE);

    const first = await account.refund(ws, charges[0]!);
    expect(first).toMatchObject({ ok: true, refunded_micro: PRICE });
    expect((await account.refund(ws, charges[50]!)).ok).toBe(true);
    // Single use: the same charge again gives nothing.
    expect((await account.refund(ws, charges[0]!)).ok).toBe(false);
    expect((await account.balance(ws)).free_credits_micro).toBe(3_000_000 - 2_098 * PRICE);

    const rows = await wholeLedger(account, ws);
    expect(rows.filter((r) => r.kind === "charge")).toHaveLength(2_100);
    expect(rows.filter((r) => r.kind === "refund")).toHaveLength(2);
    const balance = await account.balance(ws);
    expect(sumOf(rows)).toBe(balance.balance_micro + balance.free_credits_micro);
  }, 120_000);

  it("keeps open charges across a restart, refunds each once, and refuses unknown, foreign and expired ones", async () => {
    const seeded = await seedKey({ creditsMicro: 10_000 });
    const other = await seedKey({ orgId: seeded.orgId, creditsMicro: 10_000 });
    const ws = seeded.workspaceId;
    const now = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await accountOf(seeded.orgId).charge(ws, PRICE, now);
      if (c.ok) ids.push(c.charge_id);
    }
    expect(ids).toHaveLength(3);
    // Free-credit charges are written behind (FLUSH_DELAY_MS); let them land, then restart.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await restartObject(() => accountOf(seeded.orgId));

    expect((await accountOf(seeded.orgId).refund(ws, ids[0]!, now + 1_000)).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await restartObject(() => accountOf(seeded.orgId));
    expect((await accountOf(seeded.orgId).refund(ws, ids[0]!, now + 2_000)).ok).toBe(false);
    expect((await accountOf(seeded.orgId).refund(ws, "chg_00000000000000000000000000000000", now + 2_000)).ok).toBe(false);
    expect((await accountOf(seeded.orgId).refund(other.workspaceId, ids[1]!, now + 2_000)).ok).toBe(false);
    // Past the refund window the charge is spent for good.
    expect((await accountOf(seeded.orgId).refund(ws, ids[1]!, now + REFUND_WINDOW_MS + 1)).ok).toBe(false);
    expect((await accountOf(seeded.orgId).refund(ws, ids[2]!, now + 3_000)).ok).toBe(true);
    expect(await accountOf(seeded.orgId).balance(ws)).toEqual({ balance_micro: 0, free_credits_micro: 10_000 - PRICE });
    expect(await accountOf(seeded.orgId).balance(other.workspaceId)).toEqual({ balance_micro: 0, free_credits_micro: 10_000 });
  });

  it("moves the open charges an account value held inline (before they had their own keys) and refunds them once", async () => {
    const seeded = await seedKey({ creditsMicro: 0 });
    const ws = seeded.workspaceId;
    const now = Date.now();
    const id = "chg_0123456789abcdef0123456789abcdef";
    await runInDurableObject(accountOf(seeded.orgId), (_instance, state) =>
      state.storage.put(`acct:${ws}`, { workspaceId: ws, balance_micro: 0, free_credits_micro: 4_000, ledger_seq: 0, free_grant: true, open_charges: { [id]: [PRICE, PRICE, now, null, null] } }),
    );
    await restartObject(() => accountOf(seeded.orgId));
    expect((await accountOf(seeded.orgId).refund(ws, id, now + 1_000)).ok).toBe(true);
    expect((await accountOf(seeded.orgId).refund(ws, id, now + 1_000)).ok).toBe(false);
    expect((await accountOf(seeded.orgId).balance(ws)).free_credits_micro).toBe(4_000 + PRICE);
  });
});
