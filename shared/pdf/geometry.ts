/** Loop-based helpers: `Math.min(...xs)` overflows the call stack on pages with huge item counts. */
export function minOf<T>(items: readonly T[], value: (item: T) => number): number {
  let min = Infinity;
  for (const item of items) min = Math.min(min, value(item));
  return min;
}

export function maxOf<T>(items: readonly T[], value: (item: T) => number): number {
  let max = -Infinity;
  for (const item of items) max = Math.max(max, value(item));
  return max;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
