/** The OpenAPI description of `GET /md/{target}` (served by the raw-path route in md.routes.ts). */
import { z } from "@hono/zod-openapi";
import { RENDER_FALLBACK_HEADER, RENDER_HEADER, RENDERED_HEADER } from "@shared/contract/render";
import { AnonymousQuotaErrorSchema, ErrorResponseSchema } from "@shared/http/envelope";
import { FRONT_MATTER_HEADER, SELECTOR_HEADER } from "./md-request";

const error = (description: string) => ({ description, content: { "application/json": { schema: ErrorResponseSchema } } });

const quotaHeaders = {
  "X-RateLimit-Limit": { description: "Daily anonymous limit (20).", schema: { type: "integer" as const } },
  "X-RateLimit-Remaining": { description: "Requests left today for this client IP.", schema: { type: "integer" as const } },
  "X-RateLimit-Reset": { description: "Next UTC midnight, Unix seconds.", schema: { type: "integer" as const } },
};

export const mdRouteDoc = {
  method: "get" as const,
  path: "/md/{target}",
  tags: ["markdown"],
  summary: "Read a public URL as Markdown",
  description:
    "The target is a complete http(s) URL or a bare public hostname (https is assumed). Send it URL-encoded as one path " +
    "segment, or unencoded (`/md/https://example.com/a?b=c`: everything after /md/, query included, is the target). " +
    "HTML is reduced to its main content (GFM tables, fenced code with its language, footnotes, TeX math, absolute links) under a `# Title`; " +
    "text/plain and Markdown (the origin is asked for Markdown first) pass through; other types answer 400. " +
    `Optional request headers: \`${SELECTOR_HEADER}: <CSS selector>\` keeps only the matching elements; ` +
    `\`${FRONT_MATTER_HEADER}: 1\` puts YAML front matter first (title, source, published, author, language, canonical_url: what the page states); ` +
    `\`${RENDER_HEADER}: auto|always|never\` chooses when the page is rendered in a headless browser (\`${RENDERED_HEADER}\` says whether it was); ` +
    "`Cache-Control: no-cache` skips the 300 s cache. 20 requests per client IP per UTC day; cache hits and upstream failures count.",
  request: {
    params: z.object({ target: z.string().openapi({ example: "https%3A%2F%2Fexample.com%2Fdocs", description: "URL or hostname" }) }),
    headers: z.object({
      [SELECTOR_HEADER]: z.string().optional().openapi({ example: "article", description: "CSS selector of the part to keep" }),
      [FRONT_MATTER_HEADER]: z.string().optional().openapi({ example: "1", description: "1/true/yes: YAML front matter with the page's metadata first" }),
      [RENDER_HEADER]: z.string().optional().openapi({
        example: "always",
        description: "auto (default): render in a headless browser only when the static HTML looks script-rendered; always: render every HTML page; never: static HTML only.",
      }),
      "Cache-Control": z.string().optional().openapi({ example: "no-cache", description: "no-cache bypasses the cache" }),
    }),
  },
  responses: {
    200: {
      description: "The page as Markdown.",
      headers: {
        ...quotaHeaders,
        "X-Markdown-Tokens": { description: "Estimated LLM tokens of the body.", schema: { type: "integer" as const } },
        "X-Cache": { description: "hit, miss, or stale (expired copy served during an upstream outage).", schema: { type: "string" as const } },
        [RENDERED_HEADER]: { description: "true when the Markdown comes from the page as a headless browser rendered it, else false.", schema: { type: "string" as const } },
        [RENDER_FALLBACK_HEADER]: {
          description: "auto only: a render was wanted but the static page answered, and why (browser_unavailable, timeout, crash, cap, busy).",
          schema: { type: "string" as const },
        },
      },
      content: { "text/markdown": { schema: z.string() } },
    },
    400: error("invalid_request: invalid, unsafe or non-http(s) target, invalid selector, or content that is not HTML, text or Markdown."),
    404: error("not_found: the origin answered 404/410, or 401/403 (not public)."),
    413: error("payload_too_large: the page is over 5 MiB."),
    429: {
      description:
        "anonymous_limit_reached, with Retry-After and continuation to the key-claim recipe; or rate_limited with Retry-After when X-Render: always found every render slot of this client busy.",
      content: { "application/json": { schema: z.union([AnonymousQuotaErrorSchema, ErrorResponseSchema]) } },
    },
    451: error("source_excluded: the operators exclude this source (or the page redirected to one); error.status 45101, error.detail says what to do. No quota taken when the target itself is excluded."),
    502: error("upstream_unavailable: the origin is unreachable, too slow (15 s) or answered 5xx/429, or X-Render: always could not render the page (the message names why)."),
    503: error("degraded: the quota or cache store is unavailable; nothing was served."),
  },
};
