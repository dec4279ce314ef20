/**
 * What each workspace plan may use (`workspaces.plan`). The api's front door answers a route
 * outside the plan 403 `not_entitled`; the monitor engine reads the same table before a run or a
 * webhook delivery, so a workspace moved to a plan without monitors or watches is neither charged
 * nor sent anything (docs/monitors.md#plans).
 *
 * @example isEntitled("suspended", "monitors") // false
 */
import { ApiError } from "../errors";

const PLAN_PROVIDERS: Record<string, readonly string[]> = {
  free: ["news", "apps", "video", "social", "markdown", "brand", "research", "monitors", "watches", "billing", "mcp"],
  suspended: ["billing"],
};

/** Whether `plan` includes `provider`; an unknown plan includes nothing (fail closed). */
export function isEntitled(plan: string, provider: string): boolean {
  return (PLAN_PROVIDERS[plan] ?? []).includes(provider);
}

export function assertEntitled(plan: string, provider: string): void {
  if (!isEntitled(plan, provider)) {
    throw new ApiError("not_entitled", `The workspace plan "${plan}" does not include ${provider}.`);
  }
}
