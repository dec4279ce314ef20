/**
 * One-to-one pairing of what disappeared with what appeared (a plan renamed, a directory entry
 * renamed): pass by pass, an item pairs only when it has exactly one candidate and that candidate
 * has exactly one match among the items still unpaired. Ambiguity never pairs.
 */
export function pairOneToOne<T>(removed: readonly T[], added: readonly T[], passes: ReadonlyArray<(a: T, b: T) => boolean>): Array<[T, T]> {
  const pairs: Array<[T, T]> = [];
  const free = { removed: new Set(removed), added: new Set(added) };
  for (const match of passes) {
    for (const a of [...free.removed]) {
      const candidates = [...free.added].filter((b) => match(a, b));
      if (candidates.length !== 1) continue;
      const b = candidates[0] as T;
      if ([...free.removed].filter((other) => match(other, b)).length !== 1) continue;
      pairs.push([a, b]);
      free.removed.delete(a);
      free.added.delete(b);
    }
  }
  return pairs;
}

const STOP_WORDS = new Set(["plan", "the", "for", "and", "pro", "tier", "edition", "package"]);

/** The distinctive words of a plan name (3+ letters, without "plan", "pro", "tier", …). */
export function nameTokens(name: string | null): Set<string> {
  return new Set((name ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((t) => t.length >= 3 && !STOP_WORDS.has(t)));
}

export const shareAWord = (a: string | null, b: string | null): boolean => {
  const other = nameTokens(b);
  return [...nameTokens(a)].some((t) => other.has(t));
};
