/** The port through which the safe fetcher learns a name's addresses. */

/**
 * Resolves a host name to every A and AAAA address it has. Returns an empty list when the name
 * has no such record; throws when the lookup itself fails. Implementations cache nothing across
 * calls: a cached answer would let a short-TTL record be validated once and reused after it changed.
 */
export interface Resolver {
  resolve(host: string, signal?: AbortSignal): Promise<string[]>;
}
