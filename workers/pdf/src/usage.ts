/** What `GET {pdf_url}/` and `/llms.txt` tell a caller: how to convert a PDF, and every limit. */
export const PDF_USAGE = `# PDF gateway

Convert one public PDF to Markdown. Anonymous; no key needed.

## Request

    POST /
    Content-Type: application/json

    {"url": "https://example.com/report.pdf"}

The body has exactly one property, \`url\` (http or https). Unknown properties, malformed JSON or
another content type are refused with 400.

## Response (200)

    {"type": "document", "mime_type": "application/pdf", "markdown": "…",
     "metadata": {"pages": 12, "title": "Annual report"}}

\`metadata.title\` is null when the PDF has no usable title. \`X-Cache\` says \`hit\` or \`miss\`.

## Limits

- Source at most 10 MiB and 50 pages (413 payload_too_large).
- Conversion at most 60 seconds (504 gateway_timeout).
- JSON response at most 1 MiB, trailing newline included; larger is refused (502
  upstream_unavailable), never truncated.
- 20 conversions per client IP per hour and 2 running at once (429 rate_limited; honor
  Retry-After). A cached answer counts toward the hourly 20 but does not take a running slot.
- Results are cached 24 hours per URL (the fragment is ignored).

Private, loopback and cloud-metadata targets, unsafe redirects, content that is not a PDF,
encrypted, damaged or image-only PDFs are refused with 400 invalid_request. Every error uses the
envelope {"error": {"code", "message", "request_id"}}.

## With an API key

The same conversion is the MCP tool \`read_document\` ({"url": …}) at {mcp_url}/mcp
(Streamable HTTP, Authorization: Bearer <key>, 5 credits a call).
`;
