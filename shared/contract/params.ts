/** Reusable zod pieces for query/path parameters, so every route bounds its inputs the same way. */
import { z } from "@hono/zod-openapi";

/** An integer query parameter within [min, max]; outside the range is rejected. */
export const intParam = (min: number, max: number, name: string, example?: number) =>
  z
    .string()
    .regex(/^-?\d+$/, `must be an integer`)
    .transform(Number)
    // The regex already made it an integer; no `.int()`, so a huge number is "must be <= max".
    .pipe(z.number().min(min, `must be >= ${min}`).max(max, `must be <= ${max}`))
    .openapi({ param: { name, in: "query" }, type: "integer", minimum: min, maximum: max, example });

/** An integer clamped into [min, max] (docs/contract.md#limits: apps `limit` is clamped, not rejected). */
export const clampedIntParam = (min: number, max: number, name: string) =>
  z
    .string()
    .regex(/^-?\d+$/, `must be an integer`)
    .transform((v) => Math.min(max, Math.max(min, Number(v))))
    .openapi({ param: { name, in: "query" }, type: "integer", minimum: min, maximum: max });

export const boolParam = (name: string) =>
  z
    .enum(["true", "false", "1", "0"], { message: "must be true or false" })
    .transform((v) => v === "true" || v === "1")
    .openapi({ param: { name, in: "query" }, type: "boolean" });

/** No length rules here: an empty, oversized or edited cursor is the codec's 400 `invalid_cursor`. */
export const cursorParam = z
  .string()
  .openapi({ param: { name: "cursor", in: "query" }, description: "Opaque; pass the previous meta.next_cursor verbatim." });

export const countryParam = z
  .string()
  .regex(/^[A-Za-z]{2}$/, "must be a two-letter storefront code")
  .transform((v) => v.toLowerCase())
  .openapi({ param: { name: "country", in: "query" }, example: "us" });

export const langParam = (name = "lang") =>
  z
    .string()
    .regex(/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})?$/, "must be a language tag such as en or en-US")
    .openapi({ param: { name, in: "query" }, example: "en" });

/** Data payloads the front door does not re-describe: each provider documents its own records. */
export const AnyData = z.any().openapi({ description: "Provider payload; see the provider's record schemas." });

/**
 * `schema` or null in an answer, where `schema` is a named component (`.openapi("Name")`). Its
 * `.nullable()` would not do: zod-to-openapi copies the component's name onto the nullable copy,
 * so /openapi.json documents the field as the component alone, null refused (and so does the
 * field's MCP tool outputSchema, which MCP clients check every result against). Answers only: in
 * a request a union would report a bad value at the field instead of inside it (`webhook`, not
 * `webhook.secret`); a request field gives its nullable its own `.openapi({description})`.
 */
export const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);
