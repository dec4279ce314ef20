/** `read_markdown {url, render?}`: the keyed `GET /v1/markdown?url=U&render=M` (2 credits), same input schema. */
import { MarkdownQuerySchema } from "@shared/contract/primitives";
import { callApiRoute } from "./api-route";
import { defineTool } from "./tool";

export const readMarkdownTool = defineTool({
  name: "read_markdown",
  title: "Read a web page as Markdown",
  description:
    "Read one public web page (complete http/https URL or bare hostname) as Markdown. Returns the api envelope " +
    "{data: {url, title, content}, meta}. render: auto (default) renders the page in a headless browser only when its static HTML " +
    "looks script-rendered (a single-page app, an empty app root), always renders every HTML page, never reads the static HTML only. " +
    "Cached 300 s. Costs 2 credits, rendered or not (refunded when the call fails).",
  input: MarkdownQuerySchema.strict(),
  run: ({ url, render }, ctx) => callApiRoute(ctx, `/v1/markdown?url=${encodeURIComponent(url)}${render === undefined ? "" : `&render=${encodeURIComponent(render)}`}`),
});
