import { z } from "@hono/zod-openapi";
import { BrandColorSchema, BrandFontSchema, HexColorSchema, HttpUrlSchema, type Brand, type BrandColor, type FontRole } from "./brand.schema";

/**
 * `data` of `GET /v1/brand/{domain}/styleguide` and a research target's `styleguide`. The contract leaves
 * the fields open; ours are a summary an agent can use directly plus the evidence behind it:
 *
 * - `domain`, `url`: as in the other brand forms; `name`, `logo_url`, `favicon_url` when found.
 * - `palette`: one hex per slot. `primary`: a `--primary`/`--brand` custom property, else the
 *   light theme-color, else the manifest theme colour, else the most used button/link colour.
 *   `secondary`, `accent`: matching custom properties (`accent` falls back to the most used
 *   button/link colour other than primary). `background`: the manifest background colour.
 *   `theme`: the light (or only) theme-color.
 * - `typography`: family per role: `heading` (h1–h6 rules), `body` (html/body rules, else the most
 *   used family), `code` (code/pre rules).
 * - `colors`, `fonts`: the full lists from the brand record.
 *
 * Slots with nothing found are omitted, never null.
 */
export const BrandStyleguideDataSchema = z
  .strictObject({
    domain: z.string(),
    url: HttpUrlSchema,
    name: z.string().optional(),
    logo_url: HttpUrlSchema.optional(),
    favicon_url: HttpUrlSchema.optional(),
    palette: z.strictObject({
      primary: HexColorSchema.optional(),
      secondary: HexColorSchema.optional(),
      accent: HexColorSchema.optional(),
      background: HexColorSchema.optional(),
      theme: HexColorSchema.optional(),
    }),
    typography: z.strictObject({
      heading: z.string().optional(),
      body: z.string().optional(),
      code: z.string().optional(),
    }),
    colors: z.array(BrandColorSchema),
    fonts: z.array(BrandFontSchema),
  })
  .openapi("BrandStyleguideData");

export type BrandStyleguideData = z.infer<typeof BrandStyleguideDataSchema>;

export function toStyleguideData(brand: Brand): BrandStyleguideData {
  return {
    domain: brand.domain,
    url: brand.url,
    ...(brand.name !== null ? { name: brand.name } : {}),
    ...(brand.logo_url !== null ? { logo_url: brand.logo_url } : {}),
    ...(brand.favicon_url !== null ? { favicon_url: brand.favicon_url } : {}),
    palette: palette(brand.colors),
    typography: typography(brand),
    colors: brand.colors,
    fonts: brand.fonts,
  };
}

function palette(colors: readonly BrandColor[]): BrandStyleguideData["palette"] {
  const variable = (role: BrandColor["role"]) => colors.find((c) => c.source === "css-variable" && c.role === role)?.hex;
  const theme = colors.find((c) => c.source === "meta-theme-color" && c.scheme !== "dark")?.hex;
  const usage = colors.filter((c) => c.source === "css-usage").map((c) => c.hex);
  const primary = variable("primary") ?? variable("brand") ?? theme ?? colors.find((c) => c.source === "manifest-theme-color")?.hex ?? usage[0];
  const slots = {
    primary,
    secondary: variable("secondary"),
    accent: variable("accent") ?? usage.find((hex) => hex !== primary),
    background: colors.find((c) => c.source === "manifest-background-color")?.hex,
    theme,
  };
  return Object.fromEntries(Object.entries(slots).filter(([, hex]) => hex !== undefined));
}

function typography(brand: Brand): BrandStyleguideData["typography"] {
  const withRole = (role: FontRole) => brand.fonts.find((f) => f.roles?.includes(role))?.family;
  const slots = { heading: withRole("heading"), body: withRole("body") ?? brand.fonts[0]?.family, code: withRole("code") };
  return Object.fromEntries(Object.entries(slots).filter(([, family]) => family !== undefined));
}
