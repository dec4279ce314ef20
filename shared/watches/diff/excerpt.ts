/**
 * Evidence excerpts: a short window of a page's visible text around what an event is about (the
 * plan name, the integration), so a reader sees the page's own words, bounded by
 * MAX_EXCERPT_CHARS. Without the page, the extracted item itself is the excerpt.
 */
import { MAX_EXCERPT_CHARS } from "../events";
import { parseTopicPage, squash } from "../extract/page-items";
import type { TopicPage } from "../topics";

const MAX_PAGE_TEXT = 2_000_000;
const LEAD_CHARS = 40;

export class PageTexts {
  private readonly texts = new Map<string, string | null>();
  constructor(private readonly pages: readonly TopicPage[] = []) {}

  /** The page's text window starting a little before `needle` (case-insensitive); null when absent. */
  around(url: string, needle: string): string | null {
    const text = this.text(url);
    if (!text || !needle) return null;
    const at = text.toLowerCase().indexOf(needle.toLowerCase());
    if (at < 0) return null;
    const start = Math.max(0, at - LEAD_CHARS);
    return clip(`${start > 0 ? "…" : ""}${text.slice(start, start + MAX_EXCERPT_CHARS)}`);
  }

  private text(url: string): string | null {
    if (!this.texts.has(url)) {
      const page = this.pages.find((p) => p.url === url) ?? (this.pages.length === 1 ? this.pages[0] : undefined);
      const parsed = page ? parseTopicPage(page.html, page.url) : null;
      this.texts.set(url, parsed ? squash(parsed.content.textContent).slice(0, MAX_PAGE_TEXT) : null);
    }
    return this.texts.get(url) ?? null;
  }
}

export function clip(value: string, max = MAX_EXCERPT_CHARS): string {
  const clean = value.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** A page URL's path for `data.surface` ("/pricing"). */
export function surfaceOf(url: string): string {
  try {
    return new URL(url).pathname || "/";
  } catch {
    return url.slice(0, 200);
  }
}
