import type { Stylesheet } from "./stylesheets";

/** Custom property name (with `--`) to its raw value. */
export type CustomProperties = ReadonlyMap<string, string>;

/**
 * Collects custom properties across stylesheets. The page's default theme wins: a definition on a
 * root-like selector (`:root`, `html`, `body`) without "dark" outranks one on any other selector,
 * and within a rank the first definition wins, so a later `.dark { --primary }` cannot replace it.
 */
export function collectCustomProperties(sheets: readonly Stylesheet[]): CustomProperties {
  const best = new Map<string, { value: string; rank: number }>();
  for (const { parsed } of sheets) {
    for (const rule of parsed.rules) {
      const rank = isDefaultThemeSelector(rule.selector) ? 2 : 1;
      for (const { property, value } of rule.declarations) {
        if (!property.startsWith("--")) continue;
        const current = best.get(property);
        if (!current || rank > current.rank) best.set(property, { value, rank });
      }
    }
  }
  return new Map(Array.from(best, ([name, { value }]) => [name, value]));
}

/** Replaces every `var(--x, fallback)` with its value, following chains a few levels deep. */
export function resolveVars(value: string, props: CustomProperties, depth = 0): string {
  if (!value.includes("var(")) return value;
  if (depth > 5) return ""; // a cycle (--a: var(--a)) resolves to nothing, as in browsers
  let out = "";
  let i = 0;
  for (;;) {
    const at = value.indexOf("var(", i);
    if (at < 0) break;
    const end = matchingParen(value, at + 3);
    const inner = value.slice(at + 4, end);
    const comma = topLevelComma(inner);
    const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
    const fallback = comma < 0 ? "" : inner.slice(comma + 1).trim();
    out += value.slice(i, at) + resolveVars(props.get(name) ?? fallback, props, depth + 1);
    i = end + 1;
  }
  return out + value.slice(i);
}

function isDefaultThemeSelector(selector: string): boolean {
  return /(^|[\s,]):root\b|(^|[\s,])html\b|(^|[\s,])body\b/.test(selector) && !/dark/i.test(selector);
}

function matchingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return text.length;
}

function topLevelComma(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")") depth--;
    else if (text[i] === "," && depth === 0) return i;
  }
  return -1;
}
