/** OpenAPI descriptions of the two claim routes; request bodies are the schemas that validate them. */
import { createRoute, z } from "@hono/zod-openapi";
import { claimRequestSchema, tokenRequestSchema } from "@shared/claim/schemas";

const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

const InvalidRequest = z
  .object({ error: z.literal("invalid_request"), error_description: z.string() })
  .openapi("ClaimInvalidRequest");
const Unavailable = z.object({ error: z.literal("temporarily_unavailable") }).openapi("ClaimTemporarilyUnavailable");

export const ClaimCreated = z
  .object({
    claim_id: z.string(),
    device_code: z.string().length(43).describe("Secret of the agent, returned once; never show it to the human."),
    user_code: z.string().regex(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
    verification_uri: z.url(),
    verification_uri_complete: z.url(),
    expires_in: z.literal(900),
    interval: z.literal(3),
    docs: z.url(),
  })
  .openapi("ClaimCreated");

const ExistingKey = z
  .object({ key_id: z.string(), key_prefix: z.string(), workspace_id: z.string(), created_at: z.string() })
  .openapi("ExistingKey");

export const createClaimRoute = createRoute({
  method: "post",
  path: "/api/agent/claim",
  tags: ["key claim"],
  summary: "Start a key claim (step 2 of the agent recipe)",
  description:
    "Opens a claim valid 900 s. Give the human `verification_uri_complete` and `user_code` in one message; keep `claim_id`, " +
    "`device_code` and `interval` to poll the token route. Content-Type application/json is required; the body (optional, at most 2 KB) " +
    "may name the agent (`agent_name`, `agent_platform`, at most 64 characters each).",
  request: { body: { required: false, content: { "application/json": { schema: claimRequestSchema } } } },
  responses: {
    201: json(ClaimCreated, "Claim opened"),
    400: json(InvalidRequest, "Bad JSON, wrong or missing content type, body over 2 KB, unknown or over-long field"),
    429: json(z.object({ error: z.literal("rate_limited"), error_description: z.string() }), "Too many claims from this client; see Retry-After"),
    503: json(Unavailable, "Claim store unavailable; retry"),
  },
});

export const tokenRoute = createRoute({
  method: "post",
  path: "/api/agent/claim/token",
  tags: ["key claim"],
  summary: "Poll a claim for its key (steps 4 and 5)",
  description:
    "Poll no faster than `interval` seconds. 428 while the human has not decided (`slow_down` adds 5 s to the interval); 200 with the key " +
    "exactly once; 409 `already_delivered` afterwards or when the workspace already had a key (nothing is rotated: copy or rotate it in the " +
    "dashboard); 410 when expired or denied (`reason: access_denied`); 404 for an unknown claim or a wrong device code.",
  request: { body: { required: true, content: { "application/json": { schema: tokenRequestSchema } } } },
  responses: {
    200: json(
      z
        .object({
          status: z.literal("approved"),
          key_state: z.literal("created"),
          api_key: z.string(),
          key_id: z.string(),
          key_prefix: z.string(),
          workspace_id: z.string(),
          api_base_url: z.url(),
          usage: z.string(),
          docs: z.url(),
        })
        .openapi("ClaimKeyDelivered"),
      "The key, returned this once",
    ),
    400: json(InvalidRequest, "Malformed request"),
    404: json(z.object({ error: z.literal("invalid_claim") }), "Unknown claim or wrong device code"),
    409: json(
      z
        .object({
          error: z.literal("already_delivered"),
          status: z.literal("delivered"),
          key_state: z.literal("existing_key"),
          existing_key: ExistingKey,
          dashboard_url: z.url(),
        })
        .openapi("ClaimAlreadyDelivered"),
      "Key already delivered, or the workspace already had one; no key material",
    ),
    410: json(
      z.object({ error: z.literal("expired_token"), status: z.literal("expired"), reason: z.literal("access_denied").optional() }),
      "Claim expired (900 s) or denied by the human",
    ),
    428: json(
      z.object({ error: z.enum(["authorization_pending", "slow_down"]), status: z.literal("pending"), interval: z.number().int() }),
      "Not decided yet; wait `interval` seconds",
    ),
    503: json(Unavailable, "Claim store unavailable; keep the claim and retry"),
  },
});
