/**
 * A per-task cap on outbound subrequests (Workers Free allows 50 per request). Pass its `fetch` to
 * `safeFetch` (which also hands it to the DoH resolver, so lookups count too); past the cap a call
 * fails as `connection_failed` before anything is sent, and the caller's policy decides what that
 * costs (research: a side resource is dropped; a homepage past the cap is an unreachable site).
 *
 * @example const budget = subrequestBudget(6); await safeFetch(url, { ...options, fetch: budget.fetch });
 */
import { SafeFetchError } from "./safe-fetch-error";

export interface SubrequestBudget {
  fetch: typeof fetch;
  /** Subrequests made so far. */
  used(): number;
}

export function subrequestBudget(limit: number, inner: typeof fetch = (input, init) => fetch(input, init)): SubrequestBudget {
  let used = 0;
  const budgeted: typeof fetch = (input, init) => {
    if (used >= limit) return Promise.reject(new SafeFetchError("connection_failed", "the subrequest budget of this task is spent", `limit ${limit}`));
    used++;
    return inner(input, init);
  };
  return { fetch: budgeted, used: () => used };
}
