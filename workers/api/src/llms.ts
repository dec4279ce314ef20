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
- Credits (key required, free routes): GET /v1/billing/balance; GET /v1/billing/ledger (limit 1..100, cursor; newest first,
  kinds grant/charge/refund/topup/x402). On topup_required: POST /v1/billing/topup/intents {"amount_micro": 10000000}
  (whole cents, at least 1000000 = 1 USD), give your human data.checkout_url (they sign in and pay there), then poll
  GET /v1/billing/topup/intents/{id} until status is "succeeded" (or "expired"/"canceled": start a new one).
- Providers: /v1/news/* (key required), /v1/apps/* and /v1/video/* (key optional; 20/day per IP without),
  /v1/social/* (scope read:social_public).
- Primitives (key required, no scope, 2 credits each; a read that fails is refunded):
  GET /v1/markdown?url=U  a public page as Markdown: data {url, title, content} (url is a complete http(s) URL or a bare
  hostname). GET /v1/brand/{domain} (lowercase, e.g. stripe.com) the brand record; GET /v1/brand/{domain}/logo
  data {url, brand?}; /fonts data {domain, url, count, words_count?, fonts?}; /styleguide palette and typography.
  Cache-Control: no-cache skips the 300 s cache; X-Cache says hit, miss or stale (then meta.stale is true).
- Research (key required, 5 credits per target; a target whose primitives all failed is refunded):
  GET /v1/research/company?domain=D  and  GET /v1/research/competitors?domain=D&competitors=a.com,b.com (1 to 5 competitors;
  repeats are dropped). data {workflow, domain, targets: [{domain, brand?, styleguide?, logo?, markdown?: {url, title, content},
  errors?: {primitive: code}}]}: each target's homepage is fetched once for all four; a failed primitive is left out and its
  error code listed in errors, never invented.
- Without a key (per client IP per UTC day, 20 each): {md_url}/md/{target} and {brand_url}/{domain}; PDFs: POST {pdf_url}/
  with {"url": ...} (20 per hour). With a key, MCP tools at {mcp_url}/mcp: every keyed route above as one tool, writes and billing included (same
  key, validation, price, limits and errors; tools/list names them: reads keep the path's name, e.g. news_item,
  research_company, monitors_by_id, watches_events, billing_balance, billing_ledger; writes add their verb, e.g.
  monitors_create, monitors_update, monitors_delete, watches_create, watches_update, billing_topup_intents_create),
  plus read_document (5 credits). An agent without a webhook server creates monitors and watches there and reads
  what changed through the read tools.
- Change monitors (key required; the routes are free, each scheduled run costs 1 credit: billed_work in /v1/capabilities):
  POST /v1/monitors {"url": "https://shop.example/p", "detector": "price"|"saas_pricing"|"product_change",
  "frequency": "15m"|"1h"|"6h"|"12h"|"24h", "webhook": {"url": "https://you.example/hook", "secret": "<your secret>"}}
  → 202, meta.initialization "pending"; poll GET /v1/monitors/{id} until initialization_state is "ready": the first run,
  the baseline, is taken by then (next_run_at is set). Later runs that see a change record an event, webhook or not,
  and POST it as monitor.change.detected to webhook.url when there is one. PATCH /v1/monitors/{id} {frequency?, paused?,
  webhook?} (url/detector are immutable), DELETE /v1/monitors/{id}, GET /v1/monitors (limit 1..100, cursor),
  GET /v1/monitors/{id}/history (runs). No server needed to learn what changed:
  GET /v1/monitors/{id}/events (?since&limit 1..100&cursor; newest first): the event's fields plus changes
  [{field, before, after}] (e.g. {"field": "plans.pro.price", "before": 49, "after": 59}; names per detector in the
  docs) and delivery (null without a webhook, else {status, attempts}); GET /v1/monitors/{id}/events/{event_id} adds
  deliveries [{attempt, at, status_code, error}], every attempt made.
  Check now: POST /v1/monitors/{id}/runs → 202 {run_id, status: "queued"} (1 credit like any run; the same run_id while
  it is pending; at most one a minute, else 429 with Retry-After; 400 if paused or not ready); then read the history
  and the events. Failed deliveries are retried 7 times (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h) with the same
  event_id; POST /v1/monitors/{id}/events/{event_id}/redeliver → 202 sends the stored event again (same bytes and
  event_id, freshly signed, 8 new attempts). POST /v1/monitors/{id}/webhook/test → {event_id, delivered, status_code,
  error} after one signed monitor.webhook.test ping (not an event). Both are 400 when the monitor has no webhook.
- Competitor watches (key required; the routes are free, each scheduled run costs 1 credit per topic):
  POST /v1/watches {"target": "competitor.com" or "https://competitor.com", "topics"?: ["pricing", "product", "integrations",
  "customers", "positioning"] (default all), "requested_frequency"?: "24h"|"6h", "webhook"?: {"url", "secret"}} → 201.
  The first run is the baseline (topic states, no events); later runs write a new topic state only when it changed and
  emit typed events (pricing.price_changed, pricing.plan_added, pricing.plan_removed, product.launched, feature.launched,
  integration.added, integration.removed, customer.reference_added, case_study.added, positioning.changed), each with
  evidence (page, snapshot ids, content hashes, short excerpts) and lineage; a later run can mark an earlier event
  superseded or retracted. GET /v1/watches/{id}/events (?topic&type&since&limit&cursor), /events/{event_id},
  /intelligence (current states, coverage, recent events), /topics/{topic}/history; PATCH /v1/watches/{id}
  {topics?, requested_frequency?, status?: "active"|"paused"|"archived", webhook?} (target is immutable).
  Webhook body: {event_version: 1, event_id, event_type: "watch.event.created", watch_id, event}, signed as below; an
  event sent there and later retracted or superseded is announced once as {event_version: 1, event_id (a new one),
  event_type: "watch.event.updated", watch_id, event (its new state)}. entity.display_name is the site's own name.
- Verify a webhook on the exact raw body (Node; reject if older than 300 s; dedupe on X-Service-Event-Id):
    const { createHmac, timingSafeEqual } = require("node:crypto");
    function verify(rawBody, headers, secret) {
      const ts = headers["x-service-timestamp"], sig = headers["x-service-signature"] ?? "";
      if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
      const want = "sha256=" + createHmac("sha256", secret).update(ts + "." + rawBody).digest("hex");
      return want.length === sig.length && timingSafeEqual(Buffer.from(want), Buffer.from(sig));
    }
- Machine-readable reference: GET /openapi.json; human reference: GET /docs.
`;
