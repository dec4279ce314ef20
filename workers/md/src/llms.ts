import { FRONT_MATTER_HEADER, SELECTOR_HEADER } from "./md-request";

export const MD_LLMS_TXT = `# Markdown gateway

Read any public web page as Markdown. No key needed.

- GET /md/{target}: target is a complete http(s) URL or a bare hostname (https assumed).
  URL-encode it as one path segment (/md/https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc) or send it as is
  (/md/https://example.com/a?b=c): everything after /md/, query included, is the target.
- 200 text/markdown; charset=utf-8: "# Title", then the page's main content with GFM tables, fenced code
  blocks (with their language), footnotes, TeX math ($...$) and absolute links.
  Header X-Markdown-Tokens estimates the LLM tokens of the body.
- Sites that serve Markdown themselves (asked with Accept: text/markdown) and text/plain pages are passed through.
  Other content types (images, PDFs, archives) answer 400; PDFs go to the PDF gateway.
- Optional request headers:
  ${SELECTOR_HEADER}: <CSS selector>   keep only the matching elements instead of the detected main content
  ${FRONT_MATTER_HEADER}: 1                 YAML front matter first: title, source, published, author, language,
                                      canonical_url (only what the page states; never mixed into the body)
  Cache-Control: no-cache             skip the cache (copies are fresh for 300 s)
- X-Cache: hit | miss | stale. stale = an expired copy served because the site is down right now.
- Quota: 20 requests per client IP per UTC day (cache hits and upstream failures count).
  Every answer after admission carries X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset (next UTC midnight,
  Unix seconds). Over the quota: 429 anonymous_limit_reached with Retry-After and error.continuation.url, the recipe
  for claiming an API key (500 free credits with the first key). With a key, use GET {base_url}/v1/markdown?url=U.
- Errors are JSON {error:{code, message, request_id}}: 400 invalid_request (bad or unsafe target, bad selector,
  unsupported content type), 404 not_found (page missing or not public), 413 payload_too_large (page over 5 MiB),
  429 anonymous_limit_reached, 502 upstream_unavailable (site down, slow or 5xx), 503 degraded (our store is down).
- Reference: GET /openapi.json, GET /docs.
`;
