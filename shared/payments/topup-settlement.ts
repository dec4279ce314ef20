/**
 * What a verified payment event does to its top-up intent (docs/payments.md#webhook-rules):
 * `paid` credits the intent's workspace exactly once (the CreditAccount keys the credit by intent
 * id) and marks it `succeeded`, whatever arrived before (a duplicate, an `expired` event, the
 * intent's own expiry); `closed` marks a still-unpaid intent expired or canceled; nothing ever
 * takes a `succeeded` intent back. Every event is recorded in `payment_events` with its outcome.
 */
import { accountOwnerOf, type CreditNamespace, creditTopup } from "@shared/billing";
import type { PaymentEvent } from "./provider";
import { d1, findIntent } from "./topup-intents";

export type SettlementOutcome = "credited" | "already_credited" | "pending" | "closed" | "ignored" | "unknown_intent" | "amount_mismatch";

export interface SettlementEnv {
  DB: D1Database;
  CREDITS: CreditNamespace;
}

/**
 * A redelivered event updates its row to the latest outcome, except the row of the event that
 * credited the intent: it keeps `credited`, so the record always shows which event paid.
 */
const record = (db: D1Database, provider: string, event: PaymentEvent, outcome: SettlementOutcome) =>
  d1(() =>
    db
      .prepare(
        "INSERT INTO payment_events (id, provider, type, intent_id, outcome) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (id) DO UPDATE SET outcome = excluded.outcome WHERE payment_events.outcome <> 'credited'",
      )
      .bind(event.id, provider, event.type, event.intentId, outcome)
      .run(),
  );

/** Applies one event; safe to call any number of times, in any order. */
export async function settlePaymentEvent(env: SettlementEnv, provider: string, event: PaymentEvent, nowMs = Date.now()): Promise<SettlementOutcome> {
  const outcome = await decide(env, event, nowMs);
  if (outcome === "unknown_intent" || outcome === "amount_mismatch") console.error(`payment event ${event.id} (${event.type}): ${outcome}`, event.intentId);
  await record(env.DB, provider, event, outcome);
  return outcome;
}

async function decide(env: SettlementEnv, event: PaymentEvent, nowMs: number): Promise<SettlementOutcome> {
  if (event.outcome === "ignored") return "ignored";
  const intent = event.intentId ? await findIntent(env.DB, event.intentId) : null;
  if (!intent) return "unknown_intent";
  // The session may not be on the intent yet (the webhook can beat our own write): keep the first.
  const sessionId = event.sessionId;
  if (event.outcome === "pending") {
    await d1(() => env.DB.prepare("UPDATE topup_intents SET provider_session_id = COALESCE(provider_session_id, ?2) WHERE id = ?1").bind(intent.id, sessionId).run());
    return "pending";
  }
  if (event.outcome === "closed") {
    // A paid intent stays paid: the closing event of its session changes nothing.
    if (intent.status === "succeeded") return "already_credited";
    const status = event.type.endsWith("expired") ? "expired" : "canceled";
    await d1(() => env.DB.prepare("UPDATE topup_intents SET status = ?2 WHERE id = ?1 AND status = 'requires_payment'").bind(intent.id, status).run());
    return "closed";
  }
  // Paid: the amount must be the intent's, in the intent's currency, or nothing is credited.
  if (event.amountMicro !== intent.amount_micro) return "amount_mismatch";
  // Credit first (idempotent), then the row: a failure in between is retried by the provider.
  const owner = await d1(() => accountOwnerOf(env.DB, intent.workspace_id));
  if (!owner) return "unknown_intent";
  const { credited } = await creditTopup(env.CREDITS, owner, intent.id, intent.amount_micro);
  await d1(() =>
    env.DB.prepare(
      "UPDATE topup_intents SET status = 'succeeded', succeeded_at = COALESCE(succeeded_at, ?2), provider_session_id = COALESCE(provider_session_id, ?3) WHERE id = ?1",
    )
      .bind(intent.id, new Date(nowMs).toISOString(), sessionId)
      .run(),
  );
  return credited ? "credited" : "already_credited";
}
