/** Safe-fetch options that come from a worker's environment rather than from the call site. */
import type { TargetPolicy } from "./target-url";
import { isHarness } from "../config";

/**
 * `allowPrivate` is on only when the deployment is the non-production harness (`SVC_HARNESS=1`).
 * Anything else, including `"true"`, leaves it off: the switch must be deliberate.
 *
 * @example safeFetch(url, { maxBytes, timeoutMs, ...safeFetchDefaults(c.env) })
 */
export function safeFetchDefaults(env: { SVC_HARNESS?: string }): Required<Pick<TargetPolicy, "allowPrivate">> {
  return { allowPrivate: isHarness(env) };
}
