export const BRAND_LLMS_TXT = `# Brand gateway

Brand intelligence for any public domain, as JSON. No key needed.

- GET /{domain}   e.g. GET /stripe.com  (lowercase letters, digits, dots and hyphens; no scheme, no path)
- 200 {data: {domain, url, name, description, logo_url, favicon_url, og_image, logos[], colors[], fonts[], social[],
  words_count}, meta: {request_id, stale?}}. Fields not found are null or empty arrays, never invented.
  logos[]: {kind, url, format, width, height, source}; colors[]: {hex, source, role?}; fonts[]: {family, source, count, ...}.
- We fetch https://{domain}/ (http:// only if no connection can be made), its web manifest and up to 3 stylesheets.
- Cache-Control: no-cache skips the cache (copies are fresh for 300 s). X-Cache: hit | miss | stale;
  stale means an expired copy served because the site is down right now, and meta.stale is true.
- Quota: 20 requests per client IP per UTC day (cache hits and upstream failures count). Every answer after admission
  carries X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset (next UTC midnight, Unix seconds).
  Over the quota: 429 anonymous_limit_reached with Retry-After and error.continuation.url, the recipe for claiming an
  API key (500 free credits with the first key). With a key: GET {base_url}/v1/brand/{domain}, /logo, /fonts, /styleguide.
- Errors are JSON {error:{code, message, request_id}}: 400 invalid_request (invalid, blocked or unresolvable domain),
  404 not_found (homepage missing or not public), 429 anonymous_limit_reached, 502 upstream_unavailable, 503 degraded.
- Reference: GET /openapi.json, GET /docs.
`;
