/**
 * `read_markdown`: the MCP tool of the keyed `GET /v1/markdown` (2 credits), named by DECISIONS §6.
 * Like every api tool it is generated from its route (shared/contract/primitives.routes.ts, see
 * route-tools.ts): its arguments are the route's query parameters (`MarkdownQuerySchema`: `url` and
 * `render`), so a parameter added to the route is an argument of this tool with no edit here. This
 * file gives it the words an agent reads in tools/list.
 */
import type { ToolWords } from "./route-tools";

export const READ_MARKDOWN_WORDS: ToolWords = {
  title: "Read a web page as Markdown",
  description:
    "GET /v1/markdown: read one public web page (complete http/https URL or bare hostname) as Markdown. Returns the api envelope " +
    "{data: {url, title, content}, meta}. render: auto (default) renders the page in a headless browser only when its static HTML " +
    "looks script-rendered (a single-page app, an empty app root), always renders every HTML page, never reads the static HTML only. " +
    "Cached 300 s. Costs 2 credits, rendered or not (refunded when the call fails).",
};
