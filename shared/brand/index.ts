/**
 * Brand intelligence core: validate a domain, tell the worker what to fetch, extract a `Brand`
 * from the fetched homepage/CSS/manifest, and cut the keyed forms from it. Nothing exported here
 * fetches; the fetching (through the safe fetcher) is `brand-fetch.ts`, imported by the workers.
 */
export { BLOCKED_BRAND_SUFFIXES, HARNESS_BRAND_SUFFIXES, validateBrandDomain, type BrandDomainOptions } from "./brand-domain";
export * from "./brand.schema";
export { extractBrand, extractBrandName, type BrandPageInput } from "./extract-brand";
export { findManifestUrl, findPageResources, findStylesheetUrls } from "./page-resources";
export type { StylesheetText } from "./stylesheets";
export { BrandLogoDataSchema, toLogoData, type BrandLogoData } from "./logo-data";
export { BrandFontsDataSchema, toFontsData, type BrandFontsData } from "./fonts-data";
export { BrandStyleguideDataSchema, toStyleguideData, type BrandStyleguideData } from "./styleguide-data";
