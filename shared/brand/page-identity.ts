import { parse } from "tldts";
import type { JsonLdOrganization } from "./json-ld";
import type { WebManifest } from "./manifest";
import { metaContent, type Page } from "./page";

const MAX_NAME_CHARS = 120;
const MAX_DESCRIPTION_CHARS = 1_000;
/** Separators sites put between a brand and a tagline in titles: "Acme | Ship faster", "Acme — …". */
const TITLE_SEPARATORS = /\s*[|·•»]\s*|\s+[-–—]\s+|:\s+/;

/**
 * The brand's name, from the most deliberate declaration to the least: og:site_name,
 * application-name, the manifest, JSON-LD Organization, then the `<title>` with its tagline cut.
 */
export function extractName(page: Page, domain: string, manifest: WebManifest | null, org: JsonLdOrganization | null): string | null {
  const candidates = [
    metaContent(page, "og:site_name", "application-name", "apple-mobile-web-app-title"),
    manifest?.name ? brandSegment(manifest.name, domain) : null,
    manifest?.shortName,
    org?.name,
    brandSegment(page.doc.querySelector("title")?.textContent ?? "", domain),
  ];
  for (const candidate of candidates) {
    const name = clean(candidate, MAX_NAME_CHARS);
    if (name) return name;
  }
  return null;
}

export function extractDescription(page: Page, manifest: WebManifest | null, org: JsonLdOrganization | null): string | null {
  const candidates = [
    metaContent(page, "og:description", "description", "twitter:description"),
    manifest?.description,
    org?.description,
  ];
  for (const candidate of candidates) {
    const description = clean(candidate, MAX_DESCRIPTION_CHARS);
    if (description) return description;
  }
  return null;
}

/**
 * The part of a title that names the brand: the segment matching the domain's name
 * ("Home | Acme" on acme.com gives "Acme"), else the first segment, which is the usual homepage
 * pattern "Brand — tagline".
 */
export function brandSegment(title: string, domain: string): string {
  const segments = title.split(TITLE_SEPARATORS).map((s) => s.trim()).filter(Boolean);
  const label = squash(parse(domain).domainWithoutSuffix ?? domain.split(".")[0] ?? "");
  const exact = segments.find((s) => squash(s) === label);
  const partial = segments.find((s) => {
    const q = squash(s);
    return q.length >= 3 && label.length >= 3 && (q.includes(label) || label.includes(q));
  });
  return exact ?? partial ?? segments[0] ?? "";
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function clean(text: string | null | undefined, max: number): string | null {
  const value = (text ?? "").replace(/\s+/g, " ").trim();
  if (!value) return null;
  return value.length > max ? value.slice(0, max).trimEnd() : value;
}
