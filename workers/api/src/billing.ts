/**
 * Billing routes (docs/contract.md#credits, docs/payments.md): balance, top-up intents and the ledger.
 * The routes are declared in shared/contract/billing.routes.ts (the mcp worker's billing tools are generated from them).
 */
import { readBalance, readLedger } from "@shared/billing";
import { balanceRoute, intentRoute, ledgerRoute, topupRoute } from "@shared/contract/billing.routes";
import { cursorCodec } from "@shared/http/cursor";
import { ok } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import { MICRO_PER_CREDIT } from "@shared/pricing";
import { createIntent, intentView, ownIntent } from "@shared/payments/topup-intents";
import type { ApiEnv } from "./env";
import { admit, authenticate } from "./front-door";
import { hostUrl } from "@shared/http/host-urls";

const keyed = { auth: "key", scope: null, entitlement: "billing" } as const;

export function billingRoutes() {
  const app = createRouter<ApiEnv>();
  // The key is checked on each route's own method and path, so another method is 405 and an
  // unknown path 404 before any key is asked for (the front door's order).
  for (const route of [balanceRoute, topupRoute, intentRoute, ledgerRoute]) app.on(route.method.toUpperCase(), route.getRoutingPath(), authenticate(keyed));
  app.openapi(balanceRoute, async (c) => {
    await admit(c, "free");
    const { balance_micro, free_credits_micro } = await readBalance(c.env.CREDITS, c.get("auth")!);
    return ok(c, { balance_micro, free_credits_remaining: Math.max(0, free_credits_micro) / MICRO_PER_CREDIT });
  });
  app.openapi(topupRoute, async (c) => {
    // Before anything is written: without its checkout link an intent would be created for nothing.
    const platform = hostUrl("platform_url", c.env);
    await admit(c, "free");
    const { workspaceId } = c.get("auth")!;
    const row = await createIntent(c.env.DB, workspaceId, c.req.valid("json").amount_micro);
    return ok(c, intentView(row, platform, Date.now()), {}, 201);
  });
  app.openapi(intentRoute, async (c) => {
    await admit(c, "free");
    const row = await ownIntent(c.env.DB, c.get("auth")!.workspaceId, c.req.valid("param").id);
    return ok(c, intentView(row, hostUrl("platform_url", c.env), Date.now()));
  });
  app.openapi(ledgerRoute, async (c) => {
    await admit(c, "free");
    const { workspaceId } = c.get("auth")!;
    const { limit = 20, cursor } = c.req.valid("query");
    const codec = cursorCodec(c.env.CURSOR_SECRET);
    const scope = `ledger:${workspaceId}`;
    const before = (await codec.decodeOr<{ b: number | null }>(scope, cursor, { b: null })).b ?? undefined;
    const page = await readLedger(c.env.CREDITS, c.get("auth")!, limit, before);
    const next = page.before === null ? null : await codec.encode(scope, { b: page.before });
    return ok(c, page.items, { next_cursor: next, has_more: next !== null });
  });
  return app;
}
