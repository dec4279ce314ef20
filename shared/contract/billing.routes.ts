/**
 * Billing routes (docs/contract.md#credits, docs/payments.md): balance, top-up intents and the
 * ledger of the key's workspace, all free. Declared here so the api serves them
 * (workers/api/src/billing.ts holds the handlers) and the mcp worker makes each a tool from the
 * very same definitions.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { ErrorResponseSchema, MetaSchema, successEnvelope } from "../http/envelope";
import { MICRO_PER_CENT } from "../payments/provider";
import { INTENT_STATUSES } from "../payments/topup-intents";
import { cursorParam, intParam } from "./params";
import type { ProviderRouteSpec } from "./provider-route";

/**
 * docs/contract.md#credits: `{balance_micro, free_credits_remaining}`. `balance_micro` is the prepaid balance in
 * micro-USD; `free_credits_remaining` the free-tier credits left, in credits (1 credit = 1,000
 * micro-USD; 500 on the first key). Free credits are spent first (docs/decisions.md).
 */
export const BalanceSchema = z
  .strictObject({
    balance_micro: z.number().int().openapi({ description: "Prepaid balance in micro-USD." }),
    free_credits_remaining: z.number().min(0).openapi({ description: "Free credits left (credits, not micro-USD)." }),
  })
  .openapi("Balance");
export const TopupIntentSchema = z
  .strictObject({
    id: z.string(),
    amount_micro: z.number().int(),
    status: z.enum(INTENT_STATUSES),
    checkout_url: z.url().openapi({ description: "`{platform_url}/billing/checkout/{id}`: a signed-in human of the workspace pays there." }),
    expires_at: z.iso.datetime(),
  })
  .openapi("TopupIntent");
export const TopupRequestSchema = z.strictObject({
  amount_micro: z
    .number()
    .int()
    .min(1_000_000, "must be at least 1,000,000 (1 USD)")
    .max(10_000_000_000, "must be at most 10,000,000,000")
    .refine((n) => n % MICRO_PER_CENT === 0, "must be a whole number of cents (a multiple of 10,000)"),
});
export const LedgerEntrySchema = z
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
/** A ledger page: `meta.has_more` is true exactly when `next_cursor` names a next page, as on every other page of the API. */
export const LedgerPageSchema = z
  .strictObject({ data: z.array(LedgerEntrySchema), meta: MetaSchema.extend({ next_cursor: z.string().nullable(), has_more: z.boolean() }) })
  .openapi("LedgerPage");
export const LedgerQuerySchema = z.object({ limit: intParam(1, 100, "limit", 20).optional(), cursor: cursorParam.optional() });

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });
const errors = { 400: errorResponse("invalid_request"), 401: errorResponse("invalid_or_expired_token") };
const json = <T extends z.ZodType>(description: string, schema: T) => ({ description, content: { "application/json": { schema: successEnvelope(schema) } } });

export const balanceRoute = createRoute({
  method: "get",
  path: "/v1/billing/balance",
  tags: ["billing"],
  summary: "Credit balance of the key's workspace",
  security: [{ bearerAuth: [] }],
  responses: { 200: json("Balance", BalanceSchema), ...errors },
});

export const topupRoute = createRoute({
  method: "post",
  path: "/v1/billing/topup/intents",
  tags: ["billing"],
  summary: "Start a credit top-up",
  security: [{ bearerAuth: [] }],
  request: { body: { required: true, content: { "application/json": { schema: TopupRequestSchema } } } },
  responses: { 201: json("Intent", TopupIntentSchema), ...errors },
});

export const intentRoute = createRoute({
  method: "get",
  path: "/v1/billing/topup/intents/{id}",
  tags: ["billing"],
  summary: "A top-up intent of the key's workspace",
  security: [{ bearerAuth: [] }],
  request: { params: z.object({ id: z.string().max(200).openapi({ param: { name: "id", in: "path" }, example: "tpi_0123456789abcdef0123456789abcdef" }) }) },
  responses: { 200: json("Intent", TopupIntentSchema), ...errors, 404: errorResponse("not_found (also another workspace's intent)") },
});

export const ledgerRoute = createRoute({
  method: "get",
  path: "/v1/billing/ledger",
  tags: ["billing"],
  summary: "Credit movements of the key's workspace, newest first",
  security: [{ bearerAuth: [] }],
  request: { query: LedgerQuerySchema },
  responses: {
    200: { description: "Ledger page; `meta.next_cursor` and `meta.has_more` until the oldest row", content: { "application/json": { schema: LedgerPageSchema } } },
    ...errors,
  },
});

/** Every billing route (a Bearer key, free), in the order they are registered and listed. */
export const BILLING_ROUTES: readonly ProviderRouteSpec[] = [balanceRoute, topupRoute, intentRoute, ledgerRoute].map((route): ProviderRouteSpec => ({ route, auth: "key", scope: null, price: "free" }));
