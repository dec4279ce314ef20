import type { BrandColor, ColorRole } from "./brand.schema";
import { colorsInValue, isNeutral, parseCssColor, rgbaToHex, toHex } from "./css-color";
import { resolveVars, type CustomProperties } from "./css-vars";
import type { WebManifest } from "./manifest";
import { linksWithRel, type Page } from "./page";
import type { Stylesheet } from "./stylesheets";

const MAX_VARIABLE_COLORS = 12;
const MAX_USAGE_COLORS = 5;

/** Custom property names that declare a brand colour, first match wins: `--color-primary` is primary. */
const ROLE_NAMES: ReadonlyArray<[ColorRole, RegExp]> = [
  ["primary", /primary/i],
  ["brand", /brand/i],
  ["accent", /accent/i],
  ["secondary", /secondary/i],
];
/** Variants and non-colour tokens that share a role word: `--primary-foreground`, `--brand-font`. */
const NOT_A_BRAND_COLOR =
  /foreground|(^|-)fg($|-)|text|contrast|(^|-)on-|shadow|border|ring|outline|hover|active|focus|pressed|disabled|muted|subtle|soft|light|dark|alpha|opacity|font|size|radius|width|height|spacing|gap|duration|weight/i;
/** Rules that paint brand surfaces: buttons, links, calls to action, the header and nav. */
const BRAND_SURFACE = /(^|[\s>+~,(])(a|button)(?=$|[\s:.,[>+~)#])|\.btn|button|cta|primary|brand|header|nav|\blink\b/i;
const PAINT_PROPERTIES = new Set([
  "color", "background", "background-color", "border-color", "border", "fill", "stroke", "outline-color", "text-decoration-color",
]);

/**
 * Brand colours with their evidence: declared ones first (theme-color metas, tile colour,
 * mask-icon colour, manifest), then brand-named CSS custom properties, then the most frequent
 * non-neutral colours of button/link/header rules. The same colour may appear under several
 * sources; each source lists it once.
 */
export function extractColors(page: Page, manifest: WebManifest | null, sheets: readonly Stylesheet[], props: CustomProperties): BrandColor[] {
  const all = [...declaredColors(page, manifest), ...variableColors(props), ...usageColors(sheets, props)];
  const seen = new Set<string>();
  return all.filter((c) => {
    const key = `${c.source}|${c.hex}|${c.scheme ?? ""}`;
    return !seen.has(key) && seen.add(key);
  });
}

function declaredColors(page: Page, manifest: WebManifest | null): BrandColor[] {
  const out: BrandColor[] = [];
  for (const meta of page.metas) {
    const hex = toHex(meta.content);
    if (!hex) continue;
    if (meta.key === "theme-color") {
      const scheme = /prefers-color-scheme\s*:\s*(light|dark)/i.exec(meta.media ?? "")?.[1]?.toLowerCase();
      out.push({ hex, source: "meta-theme-color", role: "theme", ...(scheme === "light" || scheme === "dark" ? { scheme } : {}) });
    } else if (meta.key === "msapplication-tilecolor") {
      out.push({ hex, source: "meta-tile-color" });
    }
  }
  for (const link of linksWithRel(page, "mask-icon")) {
    const hex = link.color ? toHex(link.color) : null;
    if (hex) out.push({ hex, source: "mask-icon" });
  }
  const theme = manifest?.themeColor ? toHex(manifest.themeColor) : null;
  if (theme) out.push({ hex: theme, source: "manifest-theme-color", role: "theme" });
  const background = manifest?.backgroundColor ? toHex(manifest.backgroundColor) : null;
  if (background) out.push({ hex: background, source: "manifest-background-color", role: "background" });
  return out;
}

function variableColors(props: CustomProperties): BrandColor[] {
  const out: BrandColor[] = [];
  for (const [name, raw] of props) {
    const role = brandRole(name);
    if (!role) continue;
    const rgba = parseCssColor(resolveVars(raw, props));
    if (!rgba || rgba.a < 0.5) continue;
    out.push({ hex: rgbaToHex(rgba), source: "css-variable", role, name });
  }
  return out.slice(0, MAX_VARIABLE_COLORS);
}

/** The role a custom property name declares, if it names a brand colour at the default shade. */
function brandRole(name: string): ColorRole | null {
  const bare = name.replace(/^--/, "");
  if (NOT_A_BRAND_COLOR.test(bare)) return null;
  // A palette scale (--brand-50 … --brand-900) is one colour at many shades: keep the base shade.
  const shade = /-(\d{2,3})$/.exec(bare)?.[1];
  if (shade !== undefined && shade !== "500") return null;
  return ROLE_NAMES.find(([, pattern]) => pattern.test(bare))?.[0] ?? null;
}

function usageColors(sheets: readonly Stylesheet[], props: CustomProperties): BrandColor[] {
  const counts = new Map<string, number>();
  for (const { parsed } of sheets) {
    for (const rule of parsed.rules) {
      if (!BRAND_SURFACE.test(rule.selector)) continue;
      for (const { property, value } of rule.declarations) {
        if (!PAINT_PROPERTIES.has(property)) continue;
        for (const rgba of colorsInValue(resolveVars(value, props))) {
          if (rgba.a < 0.5 || isNeutral(rgba)) continue;
          const hex = rgbaToHex(rgba);
          counts.set(hex, (counts.get(hex) ?? 0) + 1);
        }
      }
    }
  }
  return Array.from(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_USAGE_COLORS)
    .map(([hex, count]) => ({ hex, source: "css-usage" as const, count }));
}
