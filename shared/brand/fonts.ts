import { getDomain } from "tldts";
import type { BrandFont, FontProvider, FontRole } from "./brand.schema";
import { cssUrls, splitTopLevel, type CssDeclaration } from "./css-parse";
import { resolveVars, type CustomProperties } from "./css-vars";
import { parseFontServiceUrl, uniqueWeights } from "./font-service-url";
import { resolveHttpUrl, type Page } from "./page";
import type { Stylesheet } from "./stylesheets";

const MAX_FONTS = 20;
const SOURCE_RANK: Readonly<Record<BrandFont["source"], number>> = { "font-face": 3, "stylesheet-link": 2, usage: 1 };
/** CSS generic families and keywords: never a brand's font. */
const GENERIC = new Set([
  "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
  "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "inherit", "initial", "unset", "revert",
  "revert-layer", "apple color emoji", "segoe ui emoji", "segoe ui symbol", "noto color emoji",
]);
/** A stack that starts with one of these is the OS font, not a brand choice. */
const SYSTEM_STACK_START = new Set(["-apple-system", "blinkmacsystemfont", "system-ui"]);
const ICON_FONT = /icon|awesome|glyph|dashicons|material symbols|fontello|icomoon/i;

interface FontAccumulator {
  family: string;
  source: BrandFont["source"];
  provider?: FontProvider;
  weights: Set<number>;
  url?: string;
  count: number;
  roles: Set<FontRole>;
  order: number;
}

/** What one piece of evidence adds to a family. */
interface FontEvidence {
  provider?: FontProvider;
  url?: string;
  weights?: number[];
  count?: number;
  role?: FontRole;
}

/**
 * Font families with their strongest evidence, merged case-insensitively: `@font-face` rules,
 * font-service links (page `<link>`s and `@import`s), and `font-family`/`font` usage counted per
 * declaration. Generic families, system stacks, icon fonts and framework fallbacks are left out.
 * Most used first.
 */
export function extractFonts(page: Page, sheets: readonly Stylesheet[], props: CustomProperties): BrandFont[] {
  const fonts = new Map<string, FontAccumulator>();
  const add = (family: string, source: BrandFont["source"], extra: FontEvidence = {}) => {
    const name = cleanFamily(family);
    if (!name) return;
    const key = name.toLowerCase();
    const font = fonts.get(key) ?? { family: name, source, weights: new Set<number>(), count: 0, roles: new Set<FontRole>(), order: fonts.size };
    if (SOURCE_RANK[source] > SOURCE_RANK[font.source]) {
      font.source = source;
      font.provider = extra.provider ?? font.provider;
      font.url = extra.url ?? font.url;
    } else {
      font.provider ??= extra.provider;
      font.url ??= extra.url;
    }
    for (const w of extra.weights ?? []) font.weights.add(w);
    font.count += extra.count ?? 0;
    if (extra.role) font.roles.add(extra.role);
    fonts.set(key, font);
  };

  for (const sheet of sheets) {
    for (const face of sheet.parsed.fontFaces) {
      const family = value(face, "font-family");
      const file = family ? fontFileUrl(value(face, "src") ?? "", sheet.baseUrl) : null;
      if (family) add(family, "font-face", { weights: fontFaceWeights(value(face, "font-weight")), ...(file ? { url: file, provider: providerOf(file, page) } : {}) });
    }
  }
  const serviceLinks = [
    ...page.links.filter((l) => l.rels.includes("stylesheet") || l.as === "style").map((l) => resolveHttpUrl(l.href, page.baseUrl)),
    ...sheets.flatMap((s) => s.parsed.imports.map((i) => resolveHttpUrl(i, s.baseUrl))),
  ];
  for (const href of serviceLinks) {
    for (const linked of href ? (parseFontServiceUrl(new URL(href)) ?? []) : []) {
      add(linked.family, "stylesheet-link", { weights: linked.weights, provider: linked.provider, ...(href ? { url: href } : {}) });
    }
  }
  for (const sheet of sheets) {
    for (const rule of sheet.parsed.rules) {
      const role = selectorRole(rule.selector);
      for (const decl of rule.declarations) {
        const family = usedFamily(decl, props);
        if (family) add(family, "usage", { count: 1, ...(role ? { role } : {}) });
      }
    }
  }

  return Array.from(fonts.values())
    .sort((a, b) => b.count - a.count || SOURCE_RANK[b.source] - SOURCE_RANK[a.source] || a.order - b.order)
    .slice(0, MAX_FONTS)
    .map(toBrandFont);
}

function toBrandFont(font: FontAccumulator): BrandFont {
  const weights = uniqueWeights(Array.from(font.weights));
  const roles = (["heading", "body", "code"] as const).filter((r) => font.roles.has(r));
  return {
    family: font.family,
    source: font.source,
    ...(font.provider ? { provider: font.provider } : {}),
    ...(weights.length ? { weights } : {}),
    ...(font.url ? { url: font.url } : {}),
    count: font.count,
    ...(roles.length ? { roles } : {}),
  };
}

/**
 * Display name of a family, or null for ones that are not a brand's choice. next/font renames
 * self-hosted families to `__Inter_aaf875` and adds `__Inter_Fallback_aaf875`: the first becomes
 * "Inter", the fallback is dropped.
 */
export function cleanFamily(raw: string): string | null {
  let name = raw.trim().replace(/^(['"])(.*)\1$/, "$2").replace(/\s+/g, " ").trim();
  const nextFont = /^__(.+?)_[0-9a-f]{6}$/i.exec(name);
  if (nextFont?.[1]) name = nextFont[1].replace(/_/g, " ");
  if (!name || name.length > 80 || /fallback/i.test(name) || ICON_FONT.test(name)) return null;
  if (GENERIC.has(name.toLowerCase()) || SYSTEM_STACK_START.has(name.toLowerCase()) || name.startsWith("var(")) return null;
  return name;
}

/** The first real family of a `font-family` or `font` declaration; null for system stacks. */
function usedFamily(decl: CssDeclaration, props: CustomProperties): string | null {
  let list: string;
  if (decl.property === "font-family") list = resolveVars(decl.value, props);
  else if (decl.property === "font") {
    // The family list follows the size (and optional /line-height) in the shorthand.
    const match = /(?:^|\s)[\d.]+(?:px|r?em|%|pt|vw|vh|ch|ex)(?:\s*\/\s*\S+)?\s+(.+)$/i.exec(resolveVars(decl.value, props));
    if (!match?.[1]) return null;
    list = match[1];
  } else return null;
  const families = splitTopLevel(list, ",").map((f) => f.replace(/^(['"])(.*)\1$/, "$2").trim());
  const first = families[0]?.toLowerCase();
  if (first === undefined || SYSTEM_STACK_START.has(first)) return null;
  for (const family of families) {
    const name = cleanFamily(family);
    if (name) return name;
  }
  return null;
}

function selectorRole(selector: string): FontRole | null {
  if (/\b(code|pre|kbd|samp)\b|mono/i.test(selector)) return "code";
  if (/(^|[\s,>])h[1-6]\b|heading|title|display/i.test(selector)) return "heading";
  if (/(^|[\s,>])(html|body|:root)\b|^\*$/i.test(selector)) return "body";
  return null;
}

function value(decls: CssDeclaration[], property: string): string | null {
  return decls.find((d) => d.property === property)?.value ?? null;
}

/** The best font file of a `src` list: woff2 if offered, else the first http(s) url(). */
function fontFileUrl(src: string, base: URL): string | null {
  const urls = cssUrls(src).map((u) => resolveHttpUrl(u, base)).filter((u): u is string => u !== null);
  return urls.find((u) => /\.woff2(\?|#|$)/i.test(u)) ?? urls[0] ?? null;
}

/** `400`, `bold`, or a variable-font range `100 900` (both ends kept). */
function fontFaceWeights(raw: string | null): number[] {
  return (raw ?? "")
    .split(/\s+/)
    .map((w) => (w === "normal" ? 400 : w === "bold" ? 700 : Number(w)))
    .filter((w) => Number.isInteger(w));
}

function providerOf(fileUrl: string, page: Page): FontProvider {
  const host = new URL(fileUrl).hostname;
  if (host === "fonts.gstatic.com") return "google";
  if (host === "use.typekit.net" || host === "p.typekit.net") return "adobe";
  if (host === "fonts.bunny.net") return "bunny";
  const site = (h: string) => getDomain(h) ?? h;
  return site(host) === site(page.pageUrl.hostname) ? "self" : "other";
}
