/**
 * A small, forgiving CSS reader: enough structure for brand extraction (style rules, @font-face,
 * @import), not a full CSS parser. Grouping at-rules (@media, @supports, @layer, @container) are
 * entered so their rules count; other block at-rules (@keyframes, @page, @property) are skipped.
 */

export interface CssDeclaration {
  /** Lowercased, except custom properties (`--Brand` and `--brand` are different properties). */
  property: string;
  /** Trimmed, `!important` removed. */
  value: string;
}

export interface CssRule {
  selector: string;
  declarations: CssDeclaration[];
}

export interface ParsedStylesheet {
  rules: CssRule[];
  fontFaces: CssDeclaration[][];
  /** Raw `@import` targets, unresolved. */
  imports: string[];
}

/** Bounds the work one hostile stylesheet can cause; real brand CSS sits far below this. */
export const MAX_STYLESHEET_CHARS = 2_000_000;

const GROUPING_AT_RULES = new Set(["media", "supports", "layer", "container", "document", "scope", "starting-style"]);

export function parseStylesheet(text: string): ParsedStylesheet {
  const css = text.slice(0, MAX_STYLESHEET_CHARS).replace(/\/\*[\s\S]*?(\*\/|$)/g, "");
  const out: ParsedStylesheet = { rules: [], fontFaces: [], imports: [] };
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      i = skipString(css, i);
      continue;
    }
    if (ch === ";") {
      readStatement(css.slice(start, i).trim(), out);
      start = i + 1;
    } else if (ch === "}") {
      start = i + 1; // closes a grouping at-rule (or stray)
    } else if (ch === "{") {
      const prelude = css.slice(start, i).trim();
      const atRule = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase();
      if (atRule !== undefined && GROUPING_AT_RULES.has(atRule)) {
        start = i + 1;
      } else {
        const end = findBlockEnd(css, i);
        const body = css.slice(i + 1, end);
        if (atRule === "font-face") out.fontFaces.push(parseDeclarations(body));
        else if (atRule === undefined && prelude) out.rules.push({ selector: prelude, declarations: parseDeclarations(body) });
        i = end;
        start = end + 1;
      }
    }
    i++;
  }
  return out;
}

/** `prop: value; …` into declarations; nested rules and garbage are dropped. */
export function parseDeclarations(body: string): CssDeclaration[] {
  return splitTopLevel(body, ";").flatMap((part) => {
    const colon = part.indexOf(":");
    if (colon < 0) return [];
    const name = part.slice(0, colon).trim();
    if (!/^(--[\w-]+|-?[a-zA-Z][a-zA-Z-]*)$/.test(name)) return [];
    const value = part.slice(colon + 1).replace(/\s*!important\s*$/i, "").trim();
    // A brace outside quotes means a nested rule leaked in; `content: "{"` is fine.
    if (!value || value.replace(/"[^"]*"|'[^']*'/g, "").includes("{")) return [];
    return [{ property: name.startsWith("--") ? name : name.toLowerCase(), value }];
  });
}

/** Splits on `separator` outside parentheses and strings (`url(a;b)`, `"a,b"` stay whole). */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      i = skipString(text, i) - 1;
    } else if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (ch === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Every `url(...)` target in a value, unquoted, in order. */
export function cssUrls(value: string): string[] {
  return Array.from(value.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g), (m) => m[2] ?? "").filter((u) => u.length > 0);
}

function readStatement(statement: string, out: ParsedStylesheet): void {
  const match = /^@import\s+(?:url\(\s*)?(['"]?)([^'")\s]+)\1/i.exec(statement);
  if (match?.[2]) out.imports.push(match[2]);
}

/** Index just past the string literal opening at `open`. */
function skipString(text: string, open: number): number {
  const quote = text[open];
  let i = open + 1;
  while (i < text.length && text[i] !== quote) i += text[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** Index of the `}` matching the `{` at `open` (or the end of text when unterminated). */
function findBlockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") i = skipString(text, i) - 1;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return text.length;
}
