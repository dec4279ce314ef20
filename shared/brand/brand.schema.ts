import { z } from "@hono/zod-openapi";

/**
 * The full brand record the extractor produces for one homepage. The keyed forms (logo, fonts,
 * styleguide) and the anonymous gateway body are all cut from it. Every object is strict: a field
 * that was not found is `null` (scalars) or an empty array, never invented.
 */

export const HttpUrlSchema = z.url({ protocol: /^https?$/ });
/** http(s), or the `data:image/svg+xml` URI we build from an inline `<svg>` logo. */
export const AssetUrlSchema = z.url({ protocol: /^(https?|data)$/ });
export const HexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/);

export const LOGO_KINDS = [
  "logo",
  "icon",
  "favicon",
  "apple-touch-icon",
  "mask-icon",
  "manifest-icon",
  "tile-image",
  "og-image",
  "twitter-image",
] as const;
export const IMAGE_FORMATS = ["svg", "png", "ico", "jpg", "webp", "gif", "avif"] as const;
/** Where a logo was found: a `<link>`, the web manifest, a `<meta>`, an `<img>`, an inline `<svg>`, JSON-LD. */
export const LOGO_SOURCES = ["link", "manifest", "meta", "img", "inline-svg", "json-ld", "default"] as const;

export const BrandLogoSchema = z
  .strictObject({
    kind: z.enum(LOGO_KINDS),
    url: AssetUrlSchema,
    format: z.enum(IMAGE_FORMATS).nullable(),
    width: z.number().int().positive().nullable(),
    height: z.number().int().positive().nullable(),
    source: z.enum(LOGO_SOURCES),
  })
  .openapi("BrandLogo");

export const COLOR_SOURCES = [
  "meta-theme-color",
  "meta-tile-color",
  "mask-icon",
  "manifest-theme-color",
  "manifest-background-color",
  "css-variable",
  "css-usage",
] as const;
export const COLOR_ROLES = ["primary", "secondary", "accent", "brand", "theme", "background"] as const;

export const BrandColorSchema = z
  .strictObject({
    hex: HexColorSchema,
    source: z.enum(COLOR_SOURCES),
    role: z.enum(COLOR_ROLES).optional(),
    /** From `media="(prefers-color-scheme: …)"` on a theme-color meta. */
    scheme: z.enum(["light", "dark"]).optional(),
    /** The CSS custom property the colour came from, e.g. `--color-primary`. */
    name: z.string().optional(),
    /** How many button/link/header declarations use it (css-usage only). */
    count: z.number().int().positive().optional(),
  })
  .openapi("BrandColor");

export const FONT_SOURCES = ["font-face", "stylesheet-link", "usage"] as const;
export const FONT_PROVIDERS = ["google", "adobe", "bunny", "self", "other"] as const;
export const FONT_ROLES = ["heading", "body", "code"] as const;

export const BrandFontSchema = z
  .strictObject({
    family: z.string().min(1),
    /** Strongest evidence: an `@font-face`, a font-service `<link>`/`@import`, or only `font-family` usage. */
    source: z.enum(FONT_SOURCES),
    provider: z.enum(FONT_PROVIDERS).optional(),
    weights: z.array(z.number().int().min(1).max(1000)).optional(),
    /** The font file (font-face) or the font-service stylesheet (stylesheet-link). */
    url: HttpUrlSchema.optional(),
    /** Number of `font-family`/`font` declarations whose first real family is this one. */
    count: z.number().int().nonnegative(),
    /** What the using selectors style: headings, body text, code. */
    roles: z.array(z.enum(FONT_ROLES)).optional(),
  })
  .openapi("BrandFont");

export const SOCIAL_PLATFORMS = [
  "x",
  "linkedin",
  "github",
  "youtube",
  "facebook",
  "instagram",
  "tiktok",
  "threads",
  "bluesky",
  "mastodon",
  "discord",
  "reddit",
  "medium",
  "telegram",
  "pinterest",
  "dribbble",
] as const;

export const BrandSocialSchema = z
  .strictObject({
    platform: z.enum(SOCIAL_PLATFORMS),
    url: HttpUrlSchema,
    /** `@name` on platforms that use at-handles, the slug elsewhere, null when the URL has none. */
    handle: z.string().nullable(),
  })
  .openapi("BrandSocial");

export const BrandSchema = z
  .strictObject({
    domain: z.string(),
    /** Final homepage URL the record was extracted from (after redirects). */
    url: HttpUrlSchema,
    name: z.string().nullable(),
    description: z.string().nullable(),
    /** Best fetchable logo: svg logo, then largest raster logo, then apple-touch-icon, then manifest icon. */
    logo_url: HttpUrlSchema.nullable(),
    /** A declared icon (`.ico` first); null when the page declares none, unless the caller opted into `/favicon.ico`. */
    favicon_url: HttpUrlSchema.nullable(),
    og_image: HttpUrlSchema.nullable(),
    logos: z.array(BrandLogoSchema),
    colors: z.array(BrandColorSchema),
    fonts: z.array(BrandFontSchema),
    social: z.array(BrandSocialSchema),
    /** Words of visible body text (scripts, styles, hidden elements excluded). */
    words_count: z.number().int().nonnegative(),
  })
  .openapi("Brand");

export type Brand = z.infer<typeof BrandSchema>;
export type BrandLogo = z.infer<typeof BrandLogoSchema>;
export type BrandColor = z.infer<typeof BrandColorSchema>;
export type BrandFont = z.infer<typeof BrandFontSchema>;
export type BrandSocial = z.infer<typeof BrandSocialSchema>;
export type LogoKind = (typeof LOGO_KINDS)[number];
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export type ColorRole = (typeof COLOR_ROLES)[number];
export type FontProvider = (typeof FONT_PROVIDERS)[number];
export type FontRole = (typeof FONT_ROLES)[number];
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
