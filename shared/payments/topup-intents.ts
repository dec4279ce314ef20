/**
 * Top-up intents in D1 (docs/payments.md): created by the api (`POST /v1/billing/topup/intents`)
 * or the dashboard, paid through the provider's hosted checkout, completed by its webhook. The
 * credit itself is the workspace's CreditAccount's, keyed by the intent id, so it happens once.
 */
import { ApiError } from "../errors";

export const INTENT_TTL_MS = 30 * 60_000;
/** A provider session outlives its intent by this much (Stripe asks for at least 30 minutes). */
export const SESSION_GRACE_MS = 30 * 60_000;

export const INTENT_STATUSES = ["requires_payment", "succeeded", "expired", "canceled"] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export interface IntentRow {
  id: string;
  workspace_id: string;
  amount_micro: number;
  status: IntentStatus;
  expires_at: string;
  created_at: string;
  provider_session_id: string | null;
  provider_checkout_url: string | null;
  succeeded_at: string | null;
}

/** The intent as the API shows it. */
export interface IntentView {
  id: string;
  amount_micro: number;
  status: IntentStatus;
  checkout_url: string;
  expires_at: string;
}

const storeDown = (err: unknown) => new ApiError("degraded", "The billing store is unavailable; retry shortly.", { headers: { "Retry-After": "5" }, internal: String(err) });

/** Runs a D1 call; any failure is 503 `degraded` (fail closed). */
export async function d1<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw storeDown(err);
  }
}

/** An unpaid intent past `expires_at` reads as `expired`; a payment arriving later still settles it. */
export function effectiveStatus(row: Pick<IntentRow, "status" | "expires_at">, nowMs: number): IntentStatus {
  return row.status === "requires_payment" && Date.parse(row.expires_at) <= nowMs ? "expired" : row.status;
}

export const checkoutUrl = (platformUrl: string, intentId: string) => new URL(`/billing/checkout/${intentId}`, platformUrl).toString();

export function intentView(row: IntentRow, platformUrl: string, nowMs: number): IntentView {
  return { id: row.id, amount_micro: row.amount_micro, status: effectiveStatus(row, nowMs), checkout_url: checkoutUrl(platformUrl, row.id), expires_at: row.expires_at };
}

export async function createIntent(db: D1Database, workspaceId: string, amountMicro: number, nowMs = Date.now()): Promise<IntentRow> {
  const id = `tpi_${crypto.randomUUID().replaceAll("-", "")}`;
  const expiresAt = new Date(nowMs + INTENT_TTL_MS).toISOString();
  const row = await d1(() =>
    db
      .prepare("INSERT INTO topup_intents (id, workspace_id, amount_micro, expires_at) VALUES (?1, ?2, ?3, ?4) RETURNING *")
      .bind(id, workspaceId, amountMicro, expiresAt)
      .first<IntentRow>(),
  );
  if (!row) throw storeDown("insert returned no row");
  return row;
}

export const findIntent = (db: D1Database, id: string) => d1(() => db.prepare("SELECT * FROM topup_intents WHERE id = ?1").bind(id).first<IntentRow>());

/** The intent if it belongs to `workspaceId`; another workspace's reads as unknown (404). */
export async function ownIntent(db: D1Database, workspaceId: string, id: string): Promise<IntentRow> {
  const row = /^tpi_[0-9a-f]{32}$/.test(id) ? await findIntent(db, id) : null;
  if (!row || row.workspace_id !== workspaceId) throw new ApiError("not_found", `No top-up intent ${JSON.stringify(id.slice(0, 64))} in this workspace.`);
  return row;
}

/** Remembers the provider session of an intent; the first one wins (one session per intent). */
export const attachSession = (db: D1Database, id: string, sessionId: string, url: string | null) =>
  d1(() =>
    db.prepare("UPDATE topup_intents SET provider_session_id = ?2, provider_checkout_url = ?3 WHERE id = ?1 AND provider_session_id IS NULL").bind(id, sessionId, url).run(),
  );
