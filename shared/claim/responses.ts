/**
 * HTTP bodies of the claim routes (docs/contract.md#claim). Claim errors use a plain string in
 * `error`, not the error envelope. The platform worker passes its own links in.
 */
import { CLAIM_TTL_MS, INITIAL_POLL_INTERVAL_S, type ExistingKey } from "./record";
import type { PollOutcome } from "./state";

export interface ClaimLinks {
  /** `{base_url}`, where the delivered key is used. */
  api_base_url: string;
  /** The agent setup recipe (`{auth_doc_url}`). */
  docs_url: string;
  /** Where the human copies or rotates a key. */
  dashboard_url: string;
  /** The approval page, e.g. `{platform_url}/claim`. */
  verification_uri: string;
}

export interface ClaimHttpResponse<B> {
  status: number;
  body: B;
  /** RFC 6749 §5.1: responses that may carry credentials are never cached. */
  headers: Record<string, string>;
}

const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" };

export interface CreatedClaimBody {
  claim_id: string;
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
  docs: string;
}

/** 201 body of `POST /api/agent/claim`. */
export function renderClaimCreated(
  claim: { claim_id: string; device_code: string; user_code: string },
  links: ClaimLinks,
): ClaimHttpResponse<CreatedClaimBody> {
  const complete = new URL(links.verification_uri);
  complete.searchParams.set("code", claim.user_code);
  return {
    status: 201,
    headers: NO_STORE,
    body: {
      claim_id: claim.claim_id,
      device_code: claim.device_code,
      user_code: claim.user_code,
      verification_uri: links.verification_uri,
      verification_uri_complete: complete.toString(),
      expires_in: CLAIM_TTL_MS / 1000,
      interval: INITIAL_POLL_INTERVAL_S,
      docs: links.docs_url,
    },
  };
}

export type TokenBody =
  | { error: "invalid_claim" }
  | { error: "authorization_pending" | "slow_down"; status: "pending"; interval: number }
  | {
      status: "approved";
      key_state: "created";
      api_key: string;
      key_id: string;
      key_prefix: string;
      workspace_id: string;
      api_base_url: string;
      usage: string;
      docs: string;
    }
  | {
      error: "already_delivered";
      status: "delivered";
      key_state: "existing_key";
      existing_key: ExistingKey;
      dashboard_url: string;
    }
  | { error: "expired_token"; status: "expired"; reason?: "access_denied" };

/**
 * Response of `POST /api/agent/claim/token` for a poll outcome.
 *
 * Two answers the contract does not list, chosen to stay inside the statuses it does list:
 * - `slow_down` (RFC 8628 §3.5, a variant of pending) is 428 like `authorization_pending`, with the
 *   grown `interval`, so an agent branching on the status keeps polling, only slower.
 * - a denied claim is a "void" claim, which the claim state table sends to `expired`: 410
 *   `expired_token`, with `reason: "access_denied"` for agents that want to tell it apart.
 */
export function renderPoll(outcome: PollOutcome, links: ClaimLinks): ClaimHttpResponse<TokenBody> {
  const reply = (status: number, body: TokenBody) => ({ status, body, headers: NO_STORE });
  switch (outcome.kind) {
    case "invalid_claim":
      return reply(404, { error: "invalid_claim" });
    case "authorization_pending":
    case "slow_down":
      return reply(428, { error: outcome.kind, status: "pending", interval: outcome.interval });
    case "created":
      return reply(200, {
        status: "approved",
        key_state: "created",
        api_key: outcome.key.api_key,
        key_id: outcome.key.key_id,
        key_prefix: outcome.key.key_prefix,
        workspace_id: outcome.key.workspace_id,
        api_base_url: links.api_base_url,
        usage: `Send "Authorization: Bearer <api_key>" on every request to ${links.api_base_url}; start with GET ${links.api_base_url}/v1/capabilities.`,
        docs: links.docs_url,
      });
    case "existing_key":
      return reply(409, {
        error: "already_delivered",
        status: "delivered",
        key_state: "existing_key",
        existing_key: outcome.existing_key,
        dashboard_url: links.dashboard_url,
      });
    case "denied":
      return reply(410, { error: "expired_token", status: "expired", reason: "access_denied" });
    case "expired":
      return reply(410, { error: "expired_token", status: "expired" });
  }
}
