export const API_LLMS_TXT = `# Data gateway API (v1)

Read-only public platform data for AI agents, as JSON.

- Discovery: GET /v1/capabilities lists every provider, route, required auth, scope and price in credits.
- Auth: send Authorization: Bearer <key> (svc_test_... or svc_live_...). A 401 means you need a (new) key.
  Get one without a human pasting secrets: POST {platform_url}/api/agent/claim, give your human the
  verification_uri_complete and user_code, poll POST {platform_url}/api/agent/claim/token every \`interval\` seconds.
  The recipe: {platform_url}/agent-setup. 500 free credits come with the first key.
- Envelope: success {data, meta:{request_id, next_cursor?, stale?}}; error {error:{code, message, request_id}}.
  Branch on error.code: invalid_request, invalid_cursor, invalid_or_expired_token, forbidden_scope, not_entitled,
  not_found, method_not_allowed, rate_limited (honor Retry-After), upstream_unavailable, degraded, topup_required.
- Pagination: pass meta.next_cursor back verbatim as ?cursor=; null or absent means the end. Cursors expire.
- Limits: 60 requests/minute per key, 300/minute per organization.
- Providers: /v1/news/* (key required), /v1/apps/* and /v1/video/* (key optional; 20/day per IP without),
  /v1/social/* (scope read:social_public).
- Machine-readable reference: GET /openapi.json; human reference: GET /docs.
`;
