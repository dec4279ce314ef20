/**
 * Defensive readers for upstream JSON. Each returns `null` when the value is absent or of an
 * unexpected type, so a changed upstream shows up as `null` in our records, never as a made-up
 * zero or empty string.
 */

export function asString(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}

/** A string that means something: upstreams use "" for "none" (e.g. HN jobs have `url: ""`). */
export function asNonEmptyString(v: unknown): string | null {
  return typeof v === "string" && v.trim() !== "" ? v : null;
}

export function asInt(v: unknown): number | null {
  return typeof v === "number" && Number.isSafeInteger(v) ? v : null;
}

/** Positive integer ids, also from their decimal string form (Algolia's `objectID`). */
export function asId(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v > 0 ? v : null;
  if (typeof v === "string" && /^[1-9]\d{0,15}$/.test(v)) {
    const n = Number(v);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

export function asIdList(v: unknown): number[] | null {
  if (!Array.isArray(v)) return null;
  const ids: number[] = [];
  for (const x of v) {
    const id = asId(x);
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** RFC 3339 in UTC without fractional seconds, from Unix seconds. */
export function unixToRfc3339(v: unknown): string | null {
  if (typeof v !== "number" || !Number.isFinite(v)) return null;
  return formatRfc3339(v * 1000);
}

/** RFC 3339 in UTC from an ISO-like date string, or null when it does not parse. */
export function isoToRfc3339(v: unknown): string | null {
  if (typeof v !== "string" || v === "") return null;
  return formatRfc3339(Date.parse(v));
}

// RFC 3339 has four-digit years only; toISOString would print "+275760-…" for far dates.
const MAX_RFC3339_MS = Date.UTC(9999, 11, 31, 23, 59, 59);

function formatRfc3339(ms: number): string | null {
  if (!Number.isFinite(ms) || ms < 0 || ms > MAX_RFC3339_MS) return null;
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}
