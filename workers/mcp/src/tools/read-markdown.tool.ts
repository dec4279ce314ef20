/** `read_markdown {url}`: the keyed `GET /v1/markdown?url=U` (2 credits), same input schema. */
import { MarkdownQuerySchema } from "@shared/contract/primitives";
import { callApiRoute } from "./api-route";
import { defineTool } from "./tool";

export const readMarkdownTool = defineTool({
  name: "read_markdown",
  title: "Read a web page as Markdown",
  description:
    "Read one public web page (complete http/https URL or bare hostname) as Markdown. Returns the api envelope " +
    "{data: {url, title, content}, meta}. Cached 300 s. Costs 2 credits (refunded when the call fails).",
  input: MarkdownQuerySchema.strict(),
  run: ({ url }, ctx) => callApiRoute(ctx, `/v1/markdown?url=${encodeURIComponent(url)}`),
});
