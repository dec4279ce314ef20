/**
 * Top-ups on the platform host (docs/payments.md): the dashboard's top-up form creates an intent;
 * `GET /billing/checkout/{id}` sends a signed-in human of the intent's workspace (303) to the
 * payment provider's hosted checkout; the provider's signed webhook completes the intent.
 */
import { ApiError } from "@shared/errors";
import { ok } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import { stripeProvider } from "@shared/payments/stripe";
import { createIntent, ownIntent } from "@shared/payments/topup-intents";
import { settlePaymentEvent } from "@shared/payments/topup-settlement";
import { readCappedBody } from "@shared/net";
import { PATHS } from "./config";
import type { PlatformEnv } from "./env";
import { openCheckout } from "./checkout";
import { pageRouter, readForm, renderPage, viewerOf } from "./page-kit";
import { signedOutPage } from "./pages/activate.page";
import { topupCreatedPage } from "./pages/dashboard.page";
import { checkCsrf } from "./session";

const MAX_WEBHOOK_BYTES = 256 * 1024;
/** Whole dollars a human can top up from the dashboard (the API takes any whole-cent amount). */
const MAX_TOPUP_USD = 10_000;

export function billingPageRoutes() {
  const app = pageRouter([`${PATHS.checkout}/:id`, PATHS.topup]);

  app.get(`${PATHS.checkout}/:id`, async (c) => {
    const session = c.get("session");
    const path = `${PATHS.checkout}/${encodeURIComponent(c.req.param("id"))}`;
    if (!session) return renderPage(c, signedOutPage(path, "Sign in to pay for this top-up."));
    // Another workspace's intent is "not found", exactly like an unknown one.
    const intent = await ownIntent(c.env.DB, session.workspace_id, c.req.param("id"));
    const next = await openCheckout(c, intent, Date.now());
    if ("redirect" in next) return c.redirect(next.redirect, 303);
    return renderPage(c, next.page(await viewerOf(c, session)), next.status);
  });

  app.post(PATHS.topup, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(PATHS.dashboard, "Sign in to top up your workspace."));
    const form = await readForm(c);
    await checkCsrf(c, session, form.csrf);
    const usd = form.amount_usd?.trim() ?? "";
    if (!/^\d{1,6}$/.test(usd) || Number(usd) < 1 || Number(usd) > MAX_TOPUP_USD) {
      throw new ApiError("invalid_request", `amount_usd must be a whole number of dollars from 1 to ${MAX_TOPUP_USD}.`);
    }
    const intent = await createIntent(c.env.DB, session.workspace_id, Number(usd) * 1_000_000);
    // A page with a link, not a redirect: the page policy only lets forms lead to this site.
    return renderPage(c, topupCreatedPage(await viewerOf(c, session), intent));
  });

  return app;
}

/** The provider's webhook: verified by its signature, applied idempotently, answered in JSON. */
export function billingWebhookRoutes() {
  const app = createRouter<PlatformEnv>();
  app.post(PATHS.stripeWebhook, async (c) => {
    let raw: Uint8Array;
    try {
      raw = await readCappedBody(new Response(c.req.raw.body), MAX_WEBHOOK_BYTES);
    } catch {
      throw new ApiError("payload_too_large", `A webhook body is at most ${MAX_WEBHOOK_BYTES} bytes.`);
    }
    const provider = stripeProvider(c.env);
    const event = await provider.parseWebhook(raw, c.req.raw.headers, Date.now());
    const outcome = await settlePaymentEvent(c.env, provider.name, event);
    return ok(c, { received: true, event_id: event.id, outcome });
  });
  return app;
}
