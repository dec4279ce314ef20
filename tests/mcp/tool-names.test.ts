/**
 * The naming rule of api route tools (workers/mcp/src/tools/tool-names.ts), with the routes of
 * DECISIONS §7-8 that the monitors engine adds later: when they land in the route specs, their tools
 * must carry the names DECISIONS §8 fixes without an edit to the mcp worker.
 */
import { describe, expect, it } from "vitest";
import { routeToolNames } from "../../workers/mcp/src/tools/tool-names";

const named = (routes: [string, string][]) => {
  const names = routeToolNames(routes.map(([method, path]) => ({ method, path })));
  return Object.fromEntries(routes.map(([method, path], i) => [`${method} ${path}`, names[i]]));
};

describe("api route tool names", () => {
  it("gives every monitor, watch and billing operation the name DECISIONS §8 states, including routes not built yet", () => {
    expect(
      named([
        ["post", "/v1/monitors"],
        ["get", "/v1/monitors"],
        ["get", "/v1/monitors/{id}"],
        ["patch", "/v1/monitors/{id}"],
        ["delete", "/v1/monitors/{id}"],
        ["get", "/v1/monitors/{id}/history"],
        ["post", "/v1/monitors/{id}/runs"],
        ["get", "/v1/monitors/{id}/events"],
        ["get", "/v1/monitors/{id}/events/{event_id}"],
        ["post", "/v1/monitors/{id}/events/{event_id}/redeliver"],
        ["post", "/v1/monitors/{id}/webhook/test"],
        ["post", "/v1/watches"],
        ["get", "/v1/watches/{id}"],
        ["patch", "/v1/watches/{id}"],
        ["get", "/v1/billing/balance"],
        ["get", "/v1/billing/ledger"],
        ["post", "/v1/billing/topup/intents"],
        ["get", "/v1/billing/topup/intents/{id}"],
        ["get", "/v1/markdown"],
      ]),
    ).toEqual({
      "post /v1/monitors": "monitors_create",
      "get /v1/monitors": "monitors",
      "get /v1/monitors/{id}": "monitors_by_id",
      "patch /v1/monitors/{id}": "monitors_update",
      "delete /v1/monitors/{id}": "monitors_delete",
      "get /v1/monitors/{id}/history": "monitors_history",
      "post /v1/monitors/{id}/runs": "monitors_run",
      "get /v1/monitors/{id}/events": "monitors_events",
      "get /v1/monitors/{id}/events/{event_id}": "monitors_events_by_event_id",
      "post /v1/monitors/{id}/events/{event_id}/redeliver": "monitors_events_redeliver",
      "post /v1/monitors/{id}/webhook/test": "monitors_webhook_test",
      "post /v1/watches": "watches_create",
      "get /v1/watches/{id}": "watches_by_id",
      "patch /v1/watches/{id}": "watches_update",
      "get /v1/billing/balance": "billing_balance",
      "get /v1/billing/ledger": "billing_ledger",
      "post /v1/billing/topup/intents": "billing_topup_intents_create",
      "get /v1/billing/topup/intents/{id}": "billing_topup_intents_by_id",
      "get /v1/markdown": "read_markdown",
    });
  });

  it("keeps the fixed names whatever the route calls its parameters", () => {
    expect(
      named([
        ["POST", "/v1/monitors/{monitor_id}/runs"],
        ["POST", "/v1/monitors/{monitor_id}/events/{eventId}/redeliver"],
        ["POST", "/v1/monitors/{monitor_id}/webhook/test"],
      ]),
    ).toEqual({
      "POST /v1/monitors/{monitor_id}/runs": "monitors_run",
      "POST /v1/monitors/{monitor_id}/events/{eventId}/redeliver": "monitors_events_redeliver",
      "POST /v1/monitors/{monitor_id}/webhook/test": "monitors_webhook_test",
    });
  });

  it("names a read by its path, and an item apart from its collection only when both exist", () => {
    expect(named([["get", "/v1/news/item/{id}"], ["get", "/v1/social/users/{handle}/posts"], ["get", "/v1/brand/{domain}/logo"]])).toEqual({
      "get /v1/news/item/{id}": "news_item",
      "get /v1/social/users/{handle}/posts": "social_users_posts",
      "get /v1/brand/{domain}/logo": "brand_logo",
    });
    expect(named([["get", "/v1/watches/{id}/events"], ["get", "/v1/watches/{id}/events/{event_id}"]])).toEqual({
      "get /v1/watches/{id}/events": "watches_events",
      "get /v1/watches/{id}/events/{event_id}": "watches_events_by_event_id",
    });
  });

  it("names a write of any other path by its verb, and refuses a method it has no verb for", () => {
    expect(named([["put", "/v1/watches/{id}/topics/{topic}"], ["delete", "/v1/watches/{id}"]])).toEqual({
      "put /v1/watches/{id}/topics/{topic}": "watches_topics_replace",
      "delete /v1/watches/{id}": "watches_delete",
    });
    expect(() => routeToolNames([{ method: "options", path: "/v1/monitors" }])).toThrow(/OPTIONS \/v1\/monitors/);
  });
});
