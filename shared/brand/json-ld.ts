import { selectAll } from "./dom";
import type { Page } from "./page";

/** What a page's JSON-LD says about the organization behind it. */
export interface JsonLdOrganization {
  name: string | null;
  description: string | null;
  /** Raw logo reference (string or ImageObject url), unresolved. */
  logo: string | null;
  sameAs: string[];
}

const ORGANIZATION_TYPES = new Set([
  "organization", "corporation", "onlinebusiness", "onlinestore", "localbusiness", "ngo",
  "educationalorganization", "governmentorganization", "newsmediaorganization", "brand",
]);
const MAX_JSON_LD_CHARS = 200_000;

/**
 * The first Organization-like node in the page's `application/ld+json` blocks (top level, arrays,
 * `@graph`, or nested such as a WebSite's `publisher`); null when there is none. Malformed blocks
 * are skipped: sites ship broken JSON-LD often enough that one must not spoil the rest.
 */
export function readJsonLdOrganization(page: Page): JsonLdOrganization | null {
  for (const script of selectAll(page.doc, "script")) {
    if ((script.getAttribute("type") ?? "").trim().toLowerCase() !== "application/ld+json") continue;
    const text = script.textContent ?? "";
    if (text.length > MAX_JSON_LD_CHARS) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const node = findOrganization(data, 0);
    if (node) return toOrganization(node);
  }
  return null;
}

function findOrganization(value: unknown, depth: number): Record<string, unknown> | null {
  if (depth > 4 || value === null || typeof value !== "object") return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOrganization(item, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const node = value as Record<string, unknown>;
  if (isOrganizationType(node["@type"])) return node;
  for (const child of Object.values(node)) {
    const found = findOrganization(child, depth + 1);
    if (found) return found;
  }
  return null;
}

function isOrganizationType(type: unknown): boolean {
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === "string" && ORGANIZATION_TYPES.has(t.replace(/^.*[/:]/, "").toLowerCase()));
}

function toOrganization(node: Record<string, unknown>): JsonLdOrganization {
  const logo = node["logo"];
  const logoObject = logo !== null && typeof logo === "object" && !Array.isArray(logo) ? (logo as Record<string, unknown>) : null;
  const sameAs = node["sameAs"];
  return {
    name: text(node["name"]),
    description: text(node["description"]),
    logo: text(logo) ?? text(logoObject?.["url"]) ?? text(logoObject?.["contentUrl"]),
    sameAs: (Array.isArray(sameAs) ? sameAs : [sameAs]).filter((s): s is string => typeof s === "string"),
  };
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}
