import { parseStylesheet, type ParsedStylesheet } from "./css-parse";
import { selectAll } from "./dom";
import type { Page } from "./page";

/** A stylesheet the worker fetched, with the URL its relative `url()`s resolve against. */
export interface StylesheetText {
  url: string;
  text: string;
}

/** A parsed stylesheet and the base its URLs resolve against. */
export interface Stylesheet {
  baseUrl: URL;
  parsed: ParsedStylesheet;
}

/**
 * The page's inline `<style>` blocks followed by the fetched stylesheets. A bare string resolves
 * against the page's base URL (the caller did not say where it came from).
 */
export function collectStylesheets(page: Page, css: ReadonlyArray<string | StylesheetText> = []): Stylesheet[] {
  const inline = selectAll(page.doc, "style").map((el) => ({ baseUrl: page.baseUrl, parsed: parseStylesheet(el.textContent ?? "") }));
  const fetched = css.map((sheet) =>
    typeof sheet === "string"
      ? { baseUrl: page.baseUrl, parsed: parseStylesheet(sheet) }
      : { baseUrl: safeUrl(sheet.url) ?? page.baseUrl, parsed: parseStylesheet(sheet.text) },
  );
  return [...inline, ...fetched];
}

function safeUrl(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}
