/**
 * The agent's side of the key claim (docs/contract.md#claim): `POST /api/agent/claim` opens a claim,
 * `POST /api/agent/claim/token` polls it. The state machine lives in the claim Durable Objects;
 * bodies come from shared/claim/responses.ts; errors from `claimErrorHandler`.
 */
import type { Context } from "hono";
import { renderClaimCreated, renderPoll, type ClaimHttpResponse } from "@shared/claim/responses";
import { claimRequestSchema, tokenRequestSchema } from "@shared/claim/schemas";
import { startClaim } from "@shared/claim/start";
import { ApiError } from "@shared/errors";
import { clientIp } from "@shared/http/client-ip";
import { createRouter } from "@shared/http/router";
import { MINUTE_MS, quotaHeaders, takeQuota } from "@shared/quota";
import { claimErrorHandler } from "./claim-errors";
import { createClaimRoute, tokenRoute } from "./claim.openapi";
import { claimPorts } from "./claim-ports";
import { readJsonBody } from "./claim-request";
import { claimLinks } from "./config";
import type { PlatformEnv } from "./env";
import { setting } from "@shared/config";

/** Claims one client IP may open per minute: plenty for agents, little for a flood of objects. */
export const CLAIMS_PER_IP_PER_MINUTE = 60;
/** Claim ids are `clm_` + 22 base64url characters; anything else cannot exist (no object is woken). */
const CLAIM_ID_SHAPE = /^clm_[A-Za-z0-9_-]{22}$/;

function send<B>(c: Context, reply: ClaimHttpResponse<B>) {
  return c.json(reply.body as object, reply.status as 200, reply.headers);
}

async function admitClaimCreation(c: Context<PlatformEnv>) {
  const limit = setting(c.env, "SVC_LIMIT_CLAIMS_PER_MIN") ?? CLAIMS_PER_IP_PER_MINUTE;
  const decision = await takeQuota(c.env.QUOTA, `claim:ip:${clientIp(c)}`, limit, MINUTE_MS, "first");
  if (!decision.allowed) {
    throw new ApiError("rate_limited", "Too many claims from this client; wait Retry-After seconds.", { headers: quotaHeaders(decision) });
  }
}

export function claimRoutes() {
  const app = createRouter<PlatformEnv>();
  app.onError(claimErrorHandler());
  // Documented from the same schemas `readJsonBody` validates with; the runtime reader is ours
  // because the contract's rules (content type required, body optional, 2 KB) differ from the default.
  app.openAPIRegistry.registerPath(createClaimRoute);
  app.openAPIRegistry.registerPath(tokenRoute);

  app.post(createClaimRoute.path, async (c) => {
    const input = await readJsonBody(c, claimRequestSchema, { optional: true });
    // Before the claim exists: a deployment missing its links answers 503 and opens nothing.
    const links = claimLinks(c.env, c.req.url);
    await admitClaimCreation(c);
    const created = await startClaim(claimPorts(c), input);
    const { claim_id, user_code } = created.claim;
    return send(c, renderClaimCreated({ claim_id, user_code, device_code: created.device_code }, links));
  });

  app.post(tokenRoute.path, async (c) => {
    const { claim_id, device_code } = await readJsonBody(c, tokenRequestSchema);
    const links = claimLinks(c.env, c.req.url);
    if (!CLAIM_ID_SHAPE.test(claim_id)) return send(c, renderPoll({ kind: "invalid_claim" }, links));
    const outcome = await claimPorts(c).claims(claim_id).poll(device_code);
    return send(c, renderPoll(outcome, links));
  });

  return app;
}
