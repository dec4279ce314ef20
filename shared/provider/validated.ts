import type { z } from "@hono/zod-openapi";
import type { Context } from "hono";

/**
 * The input the router's zod hook already validated, typed by the contract schema that validated
 * it. Route specs in shared/contract are shared by several workers, so their handlers cannot
 * infer the input type from `app.openapi()`; naming the same schema keeps one source of truth.
 *
 * @example const { limit, cursor } = validated(c, "query", newsListQuery);
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function validated<S extends z.ZodType>(c: Context<any>, target: "query" | "param", _schema: S): z.output<S> {
  return c.req.valid(target as never) as z.output<S>;
}
