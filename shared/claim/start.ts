/** `POST /api/agent/claim` minus HTTP: reserve a fresh user code, then open the claim. */
import { newClaimId, newUserCode } from "./codes";
import type { CreatedClaim } from "./claim-machine";
import type { ClaimDirectory, ClaimRegistry } from "./ports";
import { CLAIM_TTL_MS } from "./record";

/** 20^8 codes make a collision rare; a few redraws make a failure practically impossible. */
const USER_CODE_DRAWS = 5;

export interface StartClaimInput {
  agent_name?: string | null;
  agent_platform?: string | null;
}

export interface StartClaimDeps {
  directory: ClaimDirectory;
  claims: ClaimRegistry;
  now?: () => number;
}

/**
 * Opens a claim and returns its codes (the `device_code` this once).
 * Throws when no free user code was found or storage failed: answer 503 `temporarily_unavailable`.
 */
export async function startClaim(deps: StartClaimDeps, input: StartClaimInput): Promise<CreatedClaim> {
  const now = (deps.now ?? Date.now)();
  const claimId = newClaimId();
  for (let draw = 0; draw < USER_CODE_DRAWS; draw++) {
    const userCode = newUserCode();
    // The reservation lives exactly as long as the claim, so both use the same `now`.
    if (!(await deps.directory.reserve(userCode, claimId, now + CLAIM_TTL_MS))) continue;
    return deps.claims(claimId).create(
      { claim_id: claimId, user_code: userCode, agent_name: input.agent_name, agent_platform: input.agent_platform },
      now,
    );
  }
  throw new Error(`no free user code after ${USER_CODE_DRAWS} draws`);
}
