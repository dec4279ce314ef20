/** Billing routes (docs/contract.md#credits): the workspace's balance and credit top-up intents. */
import { createRoute, z } from "@hono/zod-openapi";
import { readBalance } from "@shared/billing";
import { ErrorResponseSchema, ok, successEnvelope } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import { MICRO_PER_CREDIT } from "@shared/pricing";
import type { ApiEnv } from "./env";
import { admit, authenticate } from "./front-door";
import { hostUrl } from "@shared/config";

/**
 * docs/contract.md#credits: `{balance_micro, free_credits_remaining}`. `balance_micro` is the prepaid balance in
 * micro-USD; `free_credits_remaining` the free-tier credits left, in credits (1 credit = 1,000
 * micro-USD; 500 on the first key). Free credits are spent first (docs/decisions.md).
 */
const BalanceSchema = z
  .strictObject({
    balance_micro: z.number().int().openapi({ description: "Prepaid balance in micro-USD." }),
    free_credits_remaining: z.number().min(0).openapi({ description: "Free credits left (credits, not micro-USD)." }),
  })
  .openapi("Balance");
const TopupIntentSchema = z
  .strictObject({
    id: z.string(),
    amount_micro: z.number().int(),
    status: z.literal("requires_payment"),
    checkout_url: z.url(),
    expires_at: z.iso.datetime(),
  })
  .openapi("TopupIntent");
const TopupRequestSchema = z.strictObject({
  amount_micro: z.number().int().min(1_000_000, "must be at least 1,000,000 (1 USD)").max(10_000_000_000, "must be at most 10,000,000,000"),
});

const INTENT_TTL_MS = 30 * 60_000;
const keyed = { auth: "key", scope: null, entitlement: "billing" } as const;
const errors = { 400: { description: "invalid_request", content: { "application/json": { schema: ErrorResponseSchema } } }, 401: { description: "invalid_or_expired_token", content: { "application/json": { schema: ErrorResponseSchema } } } };

const balanceRoute = createRoute({
  method: "get",
  path: "/v1/billing/balance",
  tags: ["billing"],
  summary: "Credit balance of the key's workspace",
  security: [{ bearerAuth: [] }],
  responses: { 200: { description: "Balance", content: { "application/json": { schema: successEnvelope(BalanceSchema) } } }, ...errors },
});

const topupRoute = createRoute({
  method: "post",
  path: "/v1/billing/topup/intents",
  tags: ["billing"],
  summary: "Start a credit top-up",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: TopupRequestSchema } } } },
  responses: { 201: { description: "Intent", content: { "application/json": { schema: successEnvelope(TopupIntentSchema) } } }, ...errors },
});

export function billingRoutes() {
  const app = createRouter<ApiEnv>();
  app.use("/v1/billing/*", authenticate(keyed));
  app.openapi(balanceRoute, async (c) => {
    await admit(c, "free");
    const { balance_micro, free_credits_micro } = await readBalance(c.env.CREDITS, c.get("auth")!);
    return ok(c, { balance_micro, free_credits_remaining: Math.max(0, free_credits_micro) / MICRO_PER_CREDIT });
  });
  app.openapi(topupRoute, async (c) => {
    await admit(c, "free");
    const { workspaceId } = c.get("auth")!;
    const { amount_micro } = c.req.valid("json");
    const id = `tpi_${crypto.randomUUID().replaceAll("-", "")}`;
    const expiresAt = new Date(Date.now() + INTENT_TTL_MS).toISOString();
    await c.env.DB.prepare("INSERT INTO topup_intents (id, workspace_id, amount_micro, expires_at) VALUES (?1, ?2, ?3, ?4)")
      .bind(id, workspaceId, amount_micro, expiresAt)
      .run();
    const checkout = new URL(`/billing/checkout/${id}`, hostUrl("platform_url", c.env)).toString();
    return ok(c, { id, amount_micro, status: "requires_payment", checkout_url: checkout, expires_at: expiresAt }, {}, 201);
  });
  return app;
}
