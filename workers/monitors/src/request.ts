/**
 * What every monitors-worker handler (monitors and watches) reads from a request: the validated
 * input, the workspace the front door authenticated (`X-Svc-Workspace-Id`), and the
 * deployment-dependent URL checks of the one safe fetcher, answered as 400 naming the field.
 */
import type { Context } from "hono";
import { ApiError } from "@shared/errors";
import { safeFetchDefaults, validateTargetUrl } from "@shared/net";
import type { MonitorsEnv } from "./env";

export type Ctx = Context<MonitorsEnv>;

/** Route-typed validated input, read through one narrow accessor. */
export const valid = <T>(c: Ctx, target: "json" | "query" | "param") => (c.req.valid as (t: string) => T)(target);

export function workspaceOf(c: Ctx): string {
  const id = c.req.header("X-Svc-Workspace-Id");
  if (!id) throw new ApiError("invalid_or_expired_token", "A valid API key is required.");
  return id;
}

/** `url` checked as a fetch target (`https` required for webhooks); 400 naming `field` otherwise. */
export function checkUrl(c: Ctx, field: string, url: string, webhook: boolean): string {
  try {
    return validateTargetUrl(url, { ...safeFetchDefaults(c.env), requireHttps: webhook }).href;
  } catch (err) {
    const why = err instanceof Error ? err.message : "is not allowed";
    throw new ApiError("invalid_request", `Invalid body field "${field}": ${why}${webhook ? " (webhooks need a public https URL)" : ""}.`);
  }
}
