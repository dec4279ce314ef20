/**
 * The DNS half of target validation: a name is fetchable only if EVERY address it resolves to is.
 * One private record among public ones is enough to refuse, since the runtime may pick any of them.
 */
import { abortable } from "./deadline";
import { parseIpLiteral } from "./ip-parse";
import { classifyIp, isReachableRange } from "./ip-ranges";
import type { Resolver } from "./resolver";
import { SafeFetchError } from "./safe-fetch-error";
import type { CheckedTarget } from "./target-url";

/**
 * Resolves `target.resolveName` (no-op for IP literals and harness `localhost`) and throws
 * SafeFetchError unless every answer is reachable: `unresolvable` when there is none, `kind`
 * (`unsafe_target`, or `unsafe_redirect` on a redirect hop) when one is not public.
 */
export async function assertResolvesReachable(
  target: CheckedTarget,
  resolver: Resolver,
  allowPrivate: boolean,
  kind: "unsafe_target" | "unsafe_redirect",
  signal?: AbortSignal,
): Promise<void> {
  const name = target.resolveName;
  if (name === null) return;
  let addresses: string[];
  try {
    addresses = await abortable(resolver.resolve(name, signal), signal);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError("dns_failure", "could not resolve the target host", String(error), error);
  }
  if (addresses.length === 0) {
    throw new SafeFetchError("unresolvable", describe(kind, "does not resolve"), name);
  }
  const refused = addresses.filter((address) => {
    const ip = parseIpLiteral(address);
    return ip === null || !isReachableRange(classifyIp(ip), allowPrivate);
  });
  if (refused.length > 0) {
    // The addresses go to logs only: the client learns the fact, not our view of their network.
    throw new SafeFetchError(kind, describe(kind, "resolves to a non-public address"), `${name} -> ${refused.join(", ")}`);
  }
}

const describe = (kind: "unsafe_target" | "unsafe_redirect", what: string) =>
  `${kind === "unsafe_redirect" ? "redirect target" : "target"} ${what}`;
