/** What each workspace plan may use; a route outside the plan answers 403 `not_entitled`. */
import { ApiError } from "@shared/errors";

const PLAN_PROVIDERS: Record<string, readonly string[]> = {
  free: ["news", "apps", "video", "social", "markdown", "brand", "research", "monitors", "watches", "billing", "mcp"],
  suspended: ["billing"],
};

export function assertEntitled(plan: string, provider: string): void {
  const allowed = PLAN_PROVIDERS[plan] ?? [];
  if (!allowed.includes(provider)) {
    throw new ApiError("not_entitled", `The workspace plan "${plan}" does not include ${provider}.`);
  }
}
