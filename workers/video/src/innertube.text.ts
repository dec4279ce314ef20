/**
 * Readers for InnerTube's display values. The platform renders text as `{simpleText}`,
 * `{runs: [{text}]}` or `{content}` (view models), and counts as localized display strings:
 * only an exact figure ("1,545,374 views", "337 videos") becomes an integer; a rounded one
 * ("1.5M views", "25m subscribers") is null, never a guess.
 */
import type { VideoChannelRef, VideoThumbnail } from "@shared/contract/video.records";

export type Json = Record<string, unknown>;

export function obj(v: unknown): Json | null {
  return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null;
}

export function arr(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/** `o.a.b.c` without throwing; null when any step is missing. */
export function at(o: unknown, ...path: (string | number)[]): unknown {
  let cur: unknown = o;
  for (const key of path) {
    if (typeof key === "number") cur = Array.isArray(cur) ? cur[key] : undefined;
    else cur = obj(cur)?.[key];
    if (cur === undefined || cur === null) return null;
  }
  return cur;
}

/** Text of `{simpleText}`, `{runs}`, `{content}` or a plain string; null when there is none. */
export function textOf(v: unknown): string | null {
  if (typeof v === "string") return v;
  const o = obj(v);
  if (o === null) return null;
  if (typeof o.simpleText === "string") return o.simpleText;
  if (typeof o.content === "string") return o.content;
  if (Array.isArray(o.runs)) {
    const text = o.runs.map((r) => (typeof obj(r)?.text === "string" ? (obj(r)!.text as string) : "")).join("");
    return text === "" ? null : text;
  }
  return null;
}

const EXACT = /^(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)$/;

/**
 * An exact count from a display string such as "390,201 views" or "337 videos"; "No views" is 0.
 * Abbreviated figures ("390K", "1.2M", "25m") are null: rounding lost the number.
 *
 * @example exactCount("1,545,374 views") // 1545374
 */
export function exactCount(v: unknown): number | null {
  const text = typeof v === "string" ? v : textOf(v);
  if (text === null) return null;
  const trimmed = text.trim();
  if (/^no\s+\w+$/i.test(trimmed)) return 0;
  // The unit word must stand apart from the number: "21k views" and "25m subscribers" are rounded.
  const m = /^([\d,.\u00a0\u202f]+)(?:\s+([A-Za-z][A-Za-z ]*))?$/.exec(trimmed);
  if (m === null || !EXACT.test(m[1]!) || /^(k|m|b|bn|mn|mil|thousand|million|billion)\b/i.test(m[2] ?? "")) return null;
  const n = Number(m[1]!.replace(/\D/g, ""));
  return Number.isSafeInteger(n) ? n : null;
}

/** An integer from a decimal string field such as `lengthSeconds: "721"`. */
export function intString(v: unknown): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) && v >= 0 ? v : null;
  if (typeof v !== "string" || !/^\d{1,15}$/.test(v)) return null;
  return Number(v);
}

/** Seconds from "47:20" or "1:02:03"; null for anything else ("LIVE", "SHORTS"). */
export function clockSeconds(v: unknown): number | null {
  const text = typeof v === "string" ? v : textOf(v);
  if (text === null || !/^\d{1,3}(:\d{2}){1,2}$/.test(text.trim())) return null;
  return text
    .trim()
    .split(":")
    .reduce((total, part) => total * 60 + Number(part), 0);
}

/** Thumbnails from `{thumbnails: [...]}` or a view model's `{sources: [...]}`. */
export function thumbnailsOf(v: unknown): VideoThumbnail[] {
  const o = obj(v);
  const list = arr(o?.thumbnails ?? o?.sources);
  const out: VideoThumbnail[] = [];
  for (const t of list) {
    const url = obj(t)?.url;
    if (typeof url !== "string" || url === "") continue;
    const width = obj(t)?.width;
    const height = obj(t)?.height;
    out.push({
      url: url.startsWith("//") ? `https:${url}` : url,
      width: typeof width === "number" && Number.isSafeInteger(width) ? width : null,
      height: typeof height === "number" && Number.isSafeInteger(height) ? height : null,
    });
  }
  return out;
}

/** `/@name` → `@name`; anything else null. */
export function handleFromPath(v: unknown): string | null {
  if (typeof v !== "string") return null;
  const m = /(?:^|\/)(@[^/?#]+)$/.exec(v);
  return m ? decodeURIComponent(m[1]!) : null;
}

/** The channel named by a byline (`{runs: [{text, navigationEndpoint.browseEndpoint}]}`). */
export function channelFromByline(v: unknown): VideoChannelRef | null {
  for (const run of arr(obj(v)?.runs)) {
    const browse = at(run, "navigationEndpoint", "browseEndpoint");
    if (browse === null) continue;
    const id = at(browse, "browseId");
    return {
      id: typeof id === "string" ? id : null,
      name: typeof obj(run)?.text === "string" ? (obj(run)!.text as string) : null,
      handle: handleFromPath(at(browse, "canonicalBaseUrl")),
    };
  }
  const name = textOf(v);
  return name === null ? null : { id: null, name, handle: null };
}

/**
 * Collects the renderers named in `wanted` anywhere under `root`, in document order, without
 * descending into a found renderer or into `skip` keys. For finding one renderer in a page (the
 * comment section's continuation); lists of items are read by the item walker (innertube-items.ts).
 */
export function collect(root: unknown, wanted: ReadonlySet<string>, skip: ReadonlySet<string> = DEFAULT_SKIP): { key: string; value: Json }[] {
  const found: { key: string; value: Json }[] = [];
  const walk = (v: unknown, depth: number): void => {
    if (depth > 40) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const o = obj(v);
    if (o === null) return;
    for (const [k, child] of Object.entries(o)) {
      if (skip.has(k)) continue;
      const c = obj(child);
      if (wanted.has(k) && c !== null) found.push({ key: k, value: c });
      else walk(child, depth + 1);
    }
  };
  walk(root, 0);
  return found;
}

const DEFAULT_SKIP = new Set(["shelfRenderer", "reelShelfRenderer", "horizontalCardListRenderer", "menu", "menuRenderer", "header", "topbar", "frameworkUpdates"]);

/** The continuation token of the first `continuationItemRenderer` found (the "load more" of a list). */
export function continuationToken(items: { key: string; value: Json }[]): string | null {
  for (const { key, value } of items) {
    if (key !== "continuationItemRenderer") continue;
    const token = at(value, "continuationEndpoint", "continuationCommand", "token") ?? at(value, "button", "buttonRenderer", "command", "continuationCommand", "token");
    if (typeof token === "string" && token !== "") return token;
  }
  return null;
}
