/**
 * Tier-A anonymous quota: N valid requests per trusted client IP per UTC day. The refusal is the
 * spec's anonymous quota error, pointing the agent at the key-claim recipe.
 */
import { ApiError } from "../errors";
import { authDocUrlOf } from "./host-urls";
import { FREE_CREDITS } from "../pricing";
import { type QuotaDecision, type QuotaNamespace, quotaHeaders, takeQuota } from "../quota";

export async function anonymousQuota(
  ns: QuotaNamespace | undefined,
  bucket: string,
  limit: number,
  windowMs: number,
  /**
   * The worker's env: `{auth_doc_url}` comes from it (SVC_AUTH_DOC_URL or the platform host), read
   * only for a refusal, so a host missing its links still serves (and the refusal is 503, never a
   * continuation to 127.0.0.1: shared/http/host-urls.ts).
   */
  env: unknown,
): Promise<QuotaDecision> {
  const decision = await takeQuota(ns, bucket, limit, windowMs);
  if (!decision.allowed) {
    const authDocUrl = authDocUrlOf(env);
    throw new ApiError(
      "anonymous_limit_reached",
      `The anonymous daily limit of ${limit} requests is used up. Get an API key through the agent claim flow at ${authDocUrl}: ` +
        `${FREE_CREDITS} free credits are granted when the first long-lived API key is created and delivered.`,
      { headers: quotaHeaders(decision), extra: { continuation: { url: authDocUrl } } },
    );
  }
  return decision;
}
