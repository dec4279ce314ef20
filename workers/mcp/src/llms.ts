/** What `/llms.txt` on the mcp host tells an agent; the tool list is generated from the tools themselves. */
import { TOOLS } from "./tools";
import type { McpTool } from "./tools/tool";

const argumentsOf = (tool: McpTool) => `{${Object.keys(tool.input.shape).join(", ")}}`;

export const MCP_LLMS_TXT = `# MCP server

Endpoint: POST {mcp_url}/mcp (MCP Streamable HTTP, protocol revision 2025-11-25; stateless, JSON
responses). Send \`Authorization: Bearer <API key>\` (svc_test_… or svc_live_…) on every request and
\`Accept: application/json, text/event-stream\`. Without a valid key: 401 invalid_or_expired_token.

Tools (same keys, limits and credits as the api routes they stand for; 60 calls per minute per key).
read_document converts a public PDF (10 MiB, 50 pages, 60 s, 1 MiB of JSON; 20 conversions per client
IP per hour, 2 at once; cached 24 h). Every other tool is the keyed api route of the same name
(e.g. news_item = GET /v1/news/item/{id}, research_competitors = GET /v1/research/competitors) and
answers its envelope {data, meta}; query values may be sent as strings, numbers or booleans.
${TOOLS.map((t) => `- ${t.name} ${argumentsOf(t)}: ${t.title}`).join("\n")}

Each tool takes exactly the arguments listed; any other argument is refused. Errors are tool
results with isError true whose text is the api's error envelope
{"error": {"code", "message", "request_id"}}; _meta.retry_after gives Retry-After seconds.
Failed calls are refunded. Prices: GET {base_url}/v1/capabilities. Get a key through the agent
claim flow (see {base_url}/llms.txt).
`;
