/** Request bodies of the claim routes (docs/contract.md#claim); failures answer 400 `invalid_request`. */
import { z } from "zod";

/** Largest accepted body of `POST /api/agent/claim`, in bytes (docs/contract.md#limits). */
export const CLAIM_BODY_MAX_BYTES = 2048;

const agentLabel = z.string().max(64).nullable().optional();

/** Body of `POST /api/agent/claim` (optional as a whole: an empty body means `{}`). */
export const claimRequestSchema = z.strictObject({
  agent_name: agentLabel,
  agent_platform: agentLabel,
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

/**
 * Body of `POST /api/agent/claim/token`. Lengths are only bounded (a wrong code is 404, not 400);
 * extra fields such as RFC 8628's `grant_type` are ignored.
 */
export const tokenRequestSchema = z.object({
  claim_id: z.string().min(1).max(128),
  device_code: z.string().min(1).max(256),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;
