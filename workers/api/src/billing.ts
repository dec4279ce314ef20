/** Billing routes (docs/contract.md#credits, docs/payments.md): balance, top-up intents and the ledger. */
import { createRoute, z } from "@hono/zod-openapi";
import { readBalance, readLedger } from "@shared/billing";
import { cursorParam, intParam } from "@shared/contract/params";
import { cursorCodec } from "@shared/http/cursor";
import { ErrorResponseSchema, ok, successEnvelope } from "@shared/http/envelope";
import { createRouter } from "@shared/http/router";
import { MICRO_PER_CREDIT } from "@shared/pricing";
import { createIntent, INTENT_STATUSES, intentView, ownIntent } from "@shared/payments/topup-intents";
import { MICRO_PER_CENT } from "@shared/payments/provider";
import type { ApiEnv } from "./env";
import { admit, authenticate } from "./front-door";
import { hostUrl } from "@shared/http/host-urls";

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
    status: z.enum(INTENT_STATUSES),
    checkout_url: z.url().openapi({ description: "`{platform_url}/billing/checkout/{id}`: a signed-in human of the workspace pays there." }),
    expires_at: z.iso.datetime(),
  })
  .openapi("TopupIntent");
const TopupRequestSchema = z.strictObject({
  amount_micro: z
    .number()
    .int()
    .min(1_000_000, "must be at least 1,000,000 (1 USD)")
    .max(10_000_000_000, "must be at most 10,000,000,000")
    .refine((n) => n % MICRO_PER_CENT === 0, "must be a whole number of cents (a multiple of 10,000)"),
});
const LedgerEntrySchema = z
  .strictObject({
    id: z.string(),
    kind: z.enum(["grant", "charge", "refund", "topup", "x402"]),
    amount_micro: z.number().int().min(0).openapi({ description: "Positive; `charge` takes it, every other kind adds it." }),
    free_micro: z.number().int().min(0).openapi({ description: "The part of `amount_micro` taken from or given back to free credits." }),
    route: z.string().nullable(),
    request_id: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .openapi("LedgerEntry");
const LedgerQuerySchema = z.object({ limit: intParam(1, 100, "limit", 20).optional(), cursor: cursorParam.optional() });

const keyed = { auth: "key", scope: null, entitlement: "billing" } as const;
const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });
const errors = { 400: errorResponse("invalid_request"), 401: errorResponse("invalid_or_expired_token") };
const json = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { "application/json": { schema: successEnvelope(schema) } } });

const balanceRoute = createRoute({
  method: "get",
  path: "/v1/billing/balance",
  tags: ["billing"],
  summary: "Credit balance of the key's workspace",
  security: [{ bearerAuth: [] }],
  responses: { 200: json("Balance", BalanceSchema), ...errors },
});

const topupRoute = createRoute({
  method: "post",
  path: "/v1/billing/topup/intents",
  tags: ["billing"],
  summary: "Start a credit top-up",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: TopupRequestSchema } } } },
  responses: { 201: json("Intent", TopupIntentSchema), ...errors },
});

const intentRoute = createRoute({
  method: "get",
  path: "/v1/billing/topup/intents/{id}",
  tags: ["billing"],
  summary: "A top-up intent of the key's workspace",
  security: [{ bearerAuth: [] }],
  request: { params: z.object({ id: z.string().max(200).openapi({ param: { name: "id", in: "path" }, example: "tpi_0123456789abcdef0123456789abcdef" }) }) },
  responses: { 200: json("Intent", TopupIntentSchema), ...errors, 404: errorResponse("not_found (also another workspace's intent)") },
});

const ledgerRoute = createRoute({
  method: "get",
  path: "/v1/billing/ledger",
  tags: ["billing"],
  summary: "Credit movements of the key's workspace, newest first",
  security: [{ bearerAuth: [] }],
  request: { query: LedgerQuerySchema },
  responses: { 200: json("Ledger page; `meta.next_cursor` until the oldest row", z.array(LedgerEntrySchema)), ...errors },
});

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
    return ok(c, page.items, { next_cursor: next });
  });
  return app;
}
