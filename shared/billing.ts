/**
 * Credits: one atomic UPDATE takes the price from free credits first, then the paid balance,
 * and only if the two together cover it. Never a read-then-write race, never a negative balance.
 */
import { ApiError } from "./errors";

interface BalanceRow {
  balance_micro: number;
  free_credits_micro: number;
}

export async function chargeCredits(db: D1Database, workspaceId: string, priceMicro: number): Promise<BalanceRow> {
  if (priceMicro <= 0) return { balance_micro: 0, free_credits_micro: 0 };
  let row: BalanceRow | null;
  try {
    row = await db
      .prepare(
        `UPDATE workspaces
            SET free_credits_micro = max(free_credits_micro - ?1, 0),
                balance_micro = balance_micro - max(?1 - free_credits_micro, 0)
          WHERE id = ?2 AND free_credits_micro + balance_micro >= ?1
      RETURNING balance_micro, free_credits_micro`,
      )
      .bind(priceMicro, workspaceId)
      .first<BalanceRow>();
    if (!row) {
      const current = await db
        .prepare("SELECT balance_micro, free_credits_micro FROM workspaces WHERE id = ?1")
        .bind(workspaceId)
        .first<BalanceRow>();
      throw new ApiError("topup_required", "The credit balance is below the price of this request; top up to continue.", {
        extra: {
          balance_micro: (current?.balance_micro ?? 0) + (current?.free_credits_micro ?? 0),
          price_micro: priceMicro,
          topup_url: "/v1/billing/topup/intents",
        },
      });
    }
    return row;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError("degraded", "The billing store is unavailable; retry shortly.", { headers: { "Retry-After": "5" }, internal: String(err) });
  }
}

/** Gives a charge back (the provider failed, so the caller got nothing). Best effort, logged on failure. */
export async function refundCredits(db: D1Database, workspaceId: string, priceMicro: number): Promise<void> {
  if (priceMicro <= 0) return;
  try {
    await db.prepare("UPDATE workspaces SET balance_micro = balance_micro + ?1 WHERE id = ?2").bind(priceMicro, workspaceId).run();
  } catch (err) {
    console.error("refund failed", workspaceId, String(err));
  }
}
