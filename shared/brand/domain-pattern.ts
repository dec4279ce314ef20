/**
 * The contract's pattern of the brand gateway's `{domain}` path segment, in a module of its own (no
 * dependencies) so input schemas can show it without bundling the domain validator.
 */
export const BRAND_DOMAIN_PATTERN = /^[a-z0-9.-]+$/;
