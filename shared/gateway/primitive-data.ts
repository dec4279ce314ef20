/**
 * `data` of the keyed Markdown primitive (docs/contract.md#primitives: `GET /v1/markdown?url=U` →
 * `{url, title, content}`), shared by the md worker that produces it and the api that documents it.
 * `url` is where the content came from (after redirects); `content` is the Markdown without front
 * matter; `title` is null when the page has none.
 */
import { z } from "@hono/zod-openapi";

export const MarkdownDataSchema = z
  .strictObject({ url: z.url(), title: z.string().nullable(), content: z.string() })
  .openapi("MarkdownData");

export type MarkdownData = z.infer<typeof MarkdownDataSchema>;
