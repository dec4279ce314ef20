/** What `/llms.txt` on the mcp host tells an agent. */
export const MCP_LLMS_TXT = `# MCP server

Endpoint: POST {mcp_url}/mcp (MCP Streamable HTTP, protocol revision 2025-11-25; stateless, JSON
responses). Send \`Authorization: Bearer <API key>\` (svc_test_… or svc_live_…) on every request and
\`Accept: application/json, text/event-stream\`. Without a valid key: 401 invalid_or_expired_token.

Tools (same keys, limits and credits as the api; 60 calls per minute per key):
- read_document {url}: a public PDF as Markdown (10 MiB, 50 pages, 60 s, 1 MiB of JSON;
  20 conversions per client IP per hour, 2 at once; cached 24 h). 5 credits.
- read_markdown {url}: a public web page as Markdown (GET /v1/markdown). 2 credits.
- brand {domain}: brand intelligence of a domain (GET /v1/brand/{domain}). 2 credits.

Each tool takes exactly the arguments listed; any other argument is refused. Errors are tool
results with isError true whose text is the api's error envelope
{"error": {"code", "message", "request_id"}}; _meta.retry_after gives Retry-After seconds.
Failed calls are refunded. Get a key through the agent claim flow (see {base_url}/llms.txt).
`;
