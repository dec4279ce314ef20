/** Which provider failures are outages: they count against the circuit and may be served stale. */
import { ApiError } from "../errors";
import { CircuitOpenError } from "./circuit-breaker";

/**
 * True when the upstream is down, failing (5xx, unreadable or misshapen answers), too slow, or
 * the circuit is open. Client errors (400, 404) and the upstream's own 429 are answers, not outages.
 */
export function isProviderOutage(err: unknown): boolean {
  if (err instanceof CircuitOpenError) return true;
  return err instanceof ApiError && (err.code === "upstream_unavailable" || err.code === "gateway_timeout");
}
