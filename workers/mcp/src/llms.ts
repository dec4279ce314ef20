/** What `/llms.txt` on the mcp host tells an agent; the tool list is generated from the tools themselves. */
import { TOOLS } from "./tools";
import type { McpTool } from "./tools/tool";

const argumentsOf = (tool: McpTool) => `{${Object.keys(tool.input.shape).join(", ")}}`;

/** `read`, `write` or `delete`, as the tool's annotations say. */
const kindOf = ({ annotations }: McpTool) => (annotations.readOnlyHint ? "read" : annotations.destructiveHint ? "delete" : "write");

const routeOf = (tool: McpTool) => (tool.route ? ` (${tool.route.method} ${tool.route.path})` : "");

export const MCP_LLMS_TXT = `# MCP server

Endpoint: POST {mcp_url}/mcp (MCP Streamable HTTP, protocol revision 2025-11-25; stateless, JSON
responses). Send \`Authorization: Bearer <API key>\` (svc_test_… or svc_live_…) on every request and
\`Accept: application/json, text/event-stream\`. Without a valid key: 401 invalid_or_expired_token.

Tools: one per keyed operation of the api host (reads, writes and billing), each the api route
itself with your key: same validation, limits (60 calls per minute per key), credits and errors.
Names follow the route's path: a read keeps it (news_item = GET /v1/news/item/{id}, monitors_by_id =
GET /v1/monitors/{id}, billing_ledger = GET /v1/billing/ledger); a write adds its verb
(monitors_create = POST /v1/monitors, monitors_update = PATCH, monitors_delete = DELETE /v1/monitors/{id},
watches_create, watches_update, billing_topup_intents_create). Arguments are the route's path and query
parameters and the fields of its JSON body, side by side (monitors_update {id, frequency, paused,
webhook}); path and query values may be sent as strings, numbers or booleans. Each result is the
route's JSON {data, meta}, as structuredContent (its outputSchema is in tools/list) and as text; a
delete answers {data: null, meta}. Annotations say which tools only read (readOnlyHint), which
delete (destructiveHint) and which may be repeated harmlessly (idempotentHint); _meta.route names
the api route. read_document converts a public PDF (10 MiB, 50 pages, 60 s, 1 MiB of JSON; 20
conversions per client IP per hour, 2 at once; cached 24 h).

No webhook server? Create a monitor (monitors_create {url, detector, frequency}) or a watch
(watches_create {target}) without a webhook and read what it found with the read tools
(monitors_by_id, monitors_history, watches_events, watches_intelligence); billing_balance and
billing_ledger show what runs cost.

${TOOLS.map((t) => `- ${t.name} ${argumentsOf(t)} [${kindOf(t)}]${routeOf(t)}: ${t.title}`).join("\n")}

Each tool takes exactly the arguments listed; any other argument is refused. Errors are tool
results with isError true whose text is the api's error envelope
{"error": {"code", "message", "request_id"}}; _meta.retry_after gives Retry-After seconds.
Failed reads are refunded. Prices: GET {base_url}/v1/capabilities. Get a key through the agent
claim flow (see {base_url}/llms.txt).
`;
