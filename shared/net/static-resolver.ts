/** An in-memory Resolver: fixed answers, for tests and for harness wiring that must not touch DNS. */
import type { Resolver } from "./resolver";

/**
 * Answers from `records` (host → addresses); an unknown host has no records (like NXDOMAIN).
 * Lookups ignore case and one trailing dot, as DNS does.
 *
 * @example staticResolver({ "example.com": ["93.184.215.14"] })
 */
export function staticResolver(records: Readonly<Record<string, readonly string[]>>): Resolver {
  const table = new Map(Object.entries(records).map(([host, ips]) => [normalize(host), [...ips]]));
  return {
    resolve: (host) => Promise.resolve([...(table.get(normalize(host)) ?? [])]),
  };
}

const normalize = (host: string) => host.toLowerCase().replace(/\.$/, "");
