/** Bounded fan-out for provider reads (an item's comments, a page of ids). */

/** Maps with at most `concurrency` calls in flight; results keep the input order. */
export async function mapBounded<T, R>(items: readonly T[], concurrency: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  const workers = Array.from({ length: Math.min(Math.max(1, concurrency), items.length) }, worker);
  await Promise.all(workers);
  return results;
}
