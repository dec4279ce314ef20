/** What the approval page does with a typed user code: brake brute force, then find the claim. */
import { normalizeUserCode } from "./codes";
import type { AttemptLimiter, ClaimDirectory } from "./ports";

export type CodeEntryResult =
  | { ok: true; claim_id: string; user_code: string }
  /** Not shaped like a user code; not charged, since it cannot match anything. */
  | { ok: false; reason: "malformed" }
  /** Too many wrong codes; refused without looking at the code. Send `Retry-After`. */
  | { ok: false; reason: "locked"; retry_after_s: number }
  /** No live claim has this code (the attempt stays charged). */
  | { ok: false; reason: "unknown" };

/**
 * Resolves a typed user code for a client. Pass every key the client is known by (e.g.
 * `sub:<subject>` and `ip:<address>`): each is charged, and any one being locked refuses.
 */
export async function enterUserCode(
  deps: { directory: ClaimDirectory; limiter: AttemptLimiter },
  clientKeys: readonly string[],
  input: string,
): Promise<CodeEntryResult> {
  if (clientKeys.length === 0) throw new Error("enterUserCode needs at least one client key");
  const userCode = normalizeUserCode(input);
  if (!userCode) return { ok: false, reason: "malformed" };
  const charged: string[] = [];
  let retryAfter = 0;
  for (const key of clientKeys) {
    const decision = await deps.limiter.charge(key);
    if (decision.allowed) charged.push(key);
    else retryAfter = Math.max(retryAfter, decision.retry_after_s);
  }
  if (retryAfter > 0) return { ok: false, reason: "locked", retry_after_s: retryAfter };
  const claimId = await deps.directory.lookup(userCode);
  if (!claimId) return { ok: false, reason: "unknown" };
  await Promise.all(charged.map((key) => deps.limiter.refund(key)));
  return { ok: true, claim_id: claimId, user_code: userCode };
}
