/**
 * `createRouter()` is the only way to make a router, so no route can skip the validation hook:
 * every zod failure becomes 400 `invalid_request` naming the offending field.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { ZodError } from "zod";
import { ApiError } from "../errors";

const TARGET_LABEL: Record<string, string> = {
  query: "query parameter",
  param: "path parameter",
  json: "body field",
  header: "header",
  form: "form field",
  cookie: "cookie",
};

/** A precise, human message for a zod failure: which field and why. */
export function describeValidationError(target: string, error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${target}.`;
  const label = TARGET_LABEL[target] ?? target;
  if (issue.code === "unrecognized_keys") {
    const keys = (issue as { keys?: string[] }).keys ?? [];
    return `Unknown ${label}${keys.length > 1 ? "s" : ""}: ${keys.map((k) => `"${k}"`).join(", ")}.`;
  }
  const field = issue.path.length > 0 ? issue.path.join(".") : target === "json" ? "(body)" : target;
  return `Invalid ${label} "${field}": ${reason(target, issue)}.`;
}

/** Zod's generic type messages, said the way a caller thinks of them (missing, repeated). */
function reason(target: string, issue: ZodError["issues"][number]): string {
  if (issue.code === "invalid_type" && issue.path.length > 0) {
    if (/received undefined$/.test(issue.message)) return "is required";
    if ((target === "query" || target === "header") && /received array$/.test(issue.message)) return "must be given once, not repeated";
  }
  return issue.message;
}

export function createRouter<E extends Env = Env>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw new ApiError("invalid_request", describeValidationError(result.target, result.error));
    },
  });
}
