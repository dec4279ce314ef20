/**
 * Harness only (`SVC_HARNESS=1`): reads one evidence object from R2, so end-to-end tests can check
 * that a change event's manifest and snapshots (and a watch event's page snapshots) exist and hash
 * as the event says. Outside the
 * harness it is a 404 like any unknown path. Reached through the api host's `/__harness/evidence/<key>`.
 */
import type { Context } from "hono";
import { isHarness } from "@shared/config";
import { ApiError } from "@shared/errors";
import type { MonitorsEnv } from "./env";

export const EVIDENCE_PREFIX = "/__harness/evidence/";

export async function harnessEvidence(c: Context<MonitorsEnv>): Promise<Response> {
  if (!isHarness(c.env)) throw new ApiError("not_found", "No such route.");
  const key = decodeURIComponent(new URL(c.req.url).pathname.slice(EVIDENCE_PREFIX.length));
  if (!key.startsWith("monitors/") && !key.startsWith("watches/")) throw new ApiError("not_found", "No such evidence object.");
  const object = await c.env.SNAPSHOTS.get(key);
  if (!object) throw new ApiError("not_found", "No such evidence object.");
  return new Response(object.body, { headers: { "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream" } });
}
