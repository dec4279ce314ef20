/**
 * Where the checkout link of an intent leads (docs/payments.md#checkout): an open intent goes to
 * its one provider session (created on the first visit, with the provider's idempotency key, so
 * two tabs share it); a paid, expired or canceled one gets a page saying so.
 */
import type { Context } from "hono";
import { stripeProvider } from "@shared/payments/stripe";
import { attachSession, effectiveStatus, type IntentRow, SESSION_GRACE_MS } from "@shared/payments/topup-intents";
import { PATHS, platformUrl } from "./config";
import type { PlatformEnv } from "./env";
import type { Markup, Viewer } from "./pages/layout.page";
import { messagePage } from "./pages/message.page";

type Next = { redirect: string } | { page: (viewer: Viewer) => Markup; status: 200 | 409 | 410 };

const toDashboard = { href: PATHS.dashboard, label: "Back to the dashboard" };
const paid = (): Next => ({ page: (viewer) => messagePage("Already paid", "This top-up is paid; the credits are in your workspace.", { tone: "ok", viewer, link: toDashboard }), status: 200 });
const closed = (why: string): Next => ({
  page: (viewer) => messagePage("Top-up closed", `This top-up ${why}. Nothing was charged; start a new one from the dashboard.`, { tone: "error", viewer, link: toDashboard }),
  status: 410,
});

export async function openCheckout(c: Context<PlatformEnv>, intent: IntentRow, nowMs: number): Promise<Next> {
  const status = effectiveStatus(intent, nowMs);
  if (status === "succeeded") return paid();
  if (status !== "requires_payment") return closed(status === "expired" ? "has expired" : "was canceled");
  const provider = stripeProvider(c.env);
  if (intent.provider_session_id) {
    const session = await provider.retrieveCheckout(intent.provider_session_id);
    if (session.status === "open" && session.url) return { redirect: session.url };
    if (session.status === "complete") {
      return { page: (viewer) => messagePage("Payment received", "The payment is being confirmed; the credits appear shortly.", { tone: "ok", viewer, link: toDashboard }), status: 409 };
    }
    return closed("has expired");
  }
  const platform = platformUrl(c.env, c.req.url);
  const session = await provider.createCheckout({
    intentId: intent.id,
    workspaceId: intent.workspace_id,
    amountMicro: intent.amount_micro,
    successUrl: `${platform}${PATHS.dashboard}?topup=${intent.id}`,
    cancelUrl: `${platform}${PATHS.dashboard}`,
    // Fixed per intent, so a repeated create sends the same parameters with the same idempotency key.
    expiresAtMs: Date.parse(intent.expires_at) + SESSION_GRACE_MS,
  });
  await attachSession(c.env.DB, intent.id, session.sessionId, session.url);
  if (!session.url) throw new Error("provider session has no hosted URL");
  return { redirect: session.url };
}
