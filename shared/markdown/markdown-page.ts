/**
 * What the gateway caches and serves for one target (and selector): the converted page. Both the
 * public route (raw Markdown) and the keyed route (`{url, title, content}`) are cut from it.
 */
import { z } from "@hono/zod-openapi";

export const MarkdownPageSchema = z.strictObject({
  /** Where the content came from, after redirects. */
  url: z.string(),
  title: z.string().nullable(),
  /** Front matter + content (HTML pages; served when the client asks for front matter); the body as served (pass-through). */
  markdown: z.string(),
  /** Without front matter: `# Title` and the converted body (served by default). */
  content: z.string(),
  tokens: z.number().int().nonnegative(),
  /** Converted from the page as a browser rendered it (DECISIONS §6); absent: from its static HTML. */
  rendered: z.boolean().optional(),
  /** `auto` wanted a render that failed, so this is the static page: why (`X-Render-Fallback`). Never cached. */
  renderFallback: z.string().optional(),
});

export type MarkdownPage = z.infer<typeof MarkdownPageSchema>;

