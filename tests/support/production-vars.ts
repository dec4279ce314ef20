/**
 * The `SVC_*` variables of a wrangler.toml's `[env.production.vars]` (`KEY = "value"` lines), so a
 * workerd test can run a worker as it is deployed: import the config with Vite's `?raw` and pass
 * the result over the tier's bindings with the harness off.
 *
 * @example import toml from "../../workers/md/wrangler.toml?raw"; const vars = productionVars(toml);
 */
export function productionVars(toml: string): Record<string, string> {
  const section = /^\[env\.production\.vars\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  return Object.fromEntries([...section.matchAll(/^(SVC_\w+)\s*=\s*"([^"]*)"\s*$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Addresses only the caller's own machine answers: a link an agent is given must never name one. */
export const LOCAL_ADDRESS = /127\.0\.0\.1|localhost|\[::1\]/;
