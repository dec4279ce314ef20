import type { BrandLogo } from "./brand.schema";

const isHttp = (logo: BrandLogo) => logo.url.startsWith("http:") || logo.url.startsWith("https:");
const area = (logo: BrandLogo) => (logo.width ?? 0) * (logo.height ?? 0);
const largest = (logos: BrandLogo[]) => logos.reduce<BrandLogo | undefined>((best, l) => (!best || area(l) > area(best) ? l : best), undefined);

/**
 * The one logo URL to show for the brand, always fetchable (http/https): an svg logo, then the
 * largest raster logo (png first), then the largest apple-touch-icon, then the largest manifest icon.
 * Inline-svg data URIs stay in `logos` only.
 */
export function pickLogoUrl(logos: readonly BrandLogo[]): string | null {
  const candidates = logos.filter(isHttp);
  const ofKind = (kind: BrandLogo["kind"]) => candidates.filter((l) => l.kind === kind);
  const logoKind = ofKind("logo");
  const pick =
    logoKind.find((l) => l.format === "svg") ??
    largest(logoKind.filter((l) => l.format === "png")) ??
    largest(logoKind) ??
    largest(ofKind("apple-touch-icon")) ??
    largest(ofKind("manifest-icon"));
  return pick?.url ?? null;
}

/** The declared favicon: the first `.ico`/"shortcut icon", else the first `rel="icon"`. */
export function pickFaviconUrl(logos: readonly BrandLogo[]): string | null {
  return (logos.find((l) => l.kind === "favicon") ?? logos.find((l) => l.kind === "icon"))?.url ?? null;
}

/** The share image: og:image, else twitter:image. */
export function pickOgImage(logos: readonly BrandLogo[]): string | null {
  return (logos.find((l) => l.kind === "og-image") ?? logos.find((l) => l.kind === "twitter-image"))?.url ?? null;
}
