/**
 * The ledger rows a CreditAccount keeps beside each workspace's balance (docs/payments.md#ledger):
 * one storage key per row, `ledger:<workspace>:<position>`, ordered by a per-workspace position,
 * so a page is one reverse range read.
 */
import type { Balance, LedgerEntry, LedgerPage } from "@shared/billing";

export const LEDGER_PREFIX = "ledger:";
/** Marker of a credited top-up intent (the top-up's idempotency key). */
export const TOPUP_PREFIX = "topup:";

/** The keys of one workspace's rows. */
export const ledgerPrefix = (workspaceId: string) => `${LEDGER_PREFIX}${workspaceId}:`;
/** Fixed width, so the keys sort in position order. */
export const ledgerKey = (workspaceId: string, seq: number) => `${ledgerPrefix(workspaceId)}${String(seq).padStart(15, "0")}`;
const seqOf = (key: string) => Number(key.slice(key.lastIndexOf(":") + 1));

export const newLedgerId = (prefix: "rfd" | "grt") =>
  `${prefix}_${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("")}`;

/** What an account holds when it is first seen (free grant, earlier credits), as one grant row. */
export function openingGrant(a: Balance): Omit<LedgerEntry, "created_at"> | undefined {
  const total = a.balance_micro + a.free_credits_micro;
  if (total === 0) return undefined;
  return { id: newLedgerId("grt"), kind: "grant", amount_micro: total, free_micro: a.free_credits_micro, route: null, request_id: null };
}

/** The page from a reverse list of up to `limit + 1` rows: the extra one only says there is more. */
export function ledgerPage(found: Map<string, LedgerEntry>, limit: number): LedgerPage {
  const entries = [...found];
  const page = entries.slice(0, limit);
  const more = entries.length > limit && page.length > 0;
  return { items: page.map(([, row]) => row), before: more ? seqOf(page[page.length - 1]![0]) : null };
}
