/**
 * The response contract every worker speaks (docs/contract.md#envelope, #errors).
 * Schemas live here once: they validate in tests, document in /openapi.json, and type the helpers.
 */
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ApiError, SOURCE_EXCLUDED_STATUS } from "../errors";

export const MetaSchema = z
  .looseObject({
    request_id: z.string(),
    next_cursor: z.string().nullable().optional(),
    stale: z.boolean().optional(),
    contract_version: z.string().optional(),
    generated_at: z.iso.datetime().optional(),
    availability: z.string().optional(),
    missing_fields: z.array(z.string()).optional(),
  })
  .openapi("Meta");
export type Meta = z.infer<typeof MetaSchema>;

/** `{data, meta}` with no other properties, for a given data schema. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.strictObject({ data, meta: MetaSchema });

export const ErrorDetailSchema = z
  .strictObject({
    code: z.string(),
    message: z.string(),
    request_id: z.string(),
    status: z.number().int().optional(),
    detail: z.string().optional(),
    readme: z.string().optional(),
  })
  .openapi("ErrorDetail");

export const ErrorResponseSchema = z.strictObject({ error: ErrorDetailSchema }).openapi("ErrorResponse");
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** docs/contract.md#errors, the anonymous quota error: the one error body that carries `continuation`. */
export const AnonymousQuotaErrorSchema = z
  .strictObject({
    error: z.strictObject({
      code: z.literal("anonymous_limit_reached"),
      message: z.string(),
      request_id: z.string(),
      continuation: z.strictObject({ url: z.url() }),
    }),
  })
  .openapi("AnonymousQuotaError");

/** docs/contract.md#payment: the whole 402 body for a key whose balance is below the price. */
export const CreditTopupRequiredSchema = z
  .strictObject({
    code: z.literal("topup_required"),
    balance_micro: z.number().int(),
    price_micro: z.number().int(),
    topup_url: z.literal("/v1/billing/topup/intents"),
  })
  .openapi("CreditTopupRequired");

/** Builds the error body for an ApiError; `status`/`detail` only for `source_excluded`. */
export function errorBody(err: ApiError, requestId: string): Record<string, unknown> {
  if (err.code === "topup_required" && err.extra) return { ...err.extra, code: "topup_required" };
  // x402: the whole 402 body is the PaymentRequired object (docs/contract.md#payment).
  if (err.code === "payment_required" && err.extra) return err.extra;
  const error: Record<string, unknown> = { code: err.code, message: err.message, request_id: requestId };
  if (err.code === "source_excluded") {
    error.status = SOURCE_EXCLUDED_STATUS;
    error.detail = err.detail ?? "This source is excluded from the service.";
  }
  if (err.code === "anonymous_limit_reached" && err.extra?.continuation) error.continuation = err.extra.continuation;
  return { error };
}

/**
 * Answers `{data, meta}` with the request id (and any extra meta) filled in. Typed as `any` so it
 * can satisfy each OpenAPI route's typed response; the envelope schema tests guard the shape.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ok<T>(c: Context, data: T, meta: Omit<Meta, "request_id"> = {}, status: 200 | 201 | 202 = 200): any {
  const body = { data, meta: { ...meta, request_id: c.get("requestId") as string } };
  return c.json(body, status);
}
