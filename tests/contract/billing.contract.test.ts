/** Balance, top-up intents and the ledger: docs/contract.md#credits. */
import { describe, expect, it } from "vitest";
import { bearer, expectError, expectSuccess, get, key, kget, req } from "./contract";

const post = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  req("POST", "/v1/billing/topup/intents", { headers: { ...bearer(key()), ...headers }, body });

describe("billing", () => {
  it("GET /v1/billing/balance → exactly {balance_micro, free_credits_remaining}", async () => {
    const { data } = expectSuccess(await kget("/v1/billing/balance"));
    expect(Object.keys(data).sort()).toEqual(["balance_micro", "free_credits_remaining"]);
    expect(Number.isInteger(data.balance_micro)).toBe(true);
    expect(data.free_credits_remaining).toBeGreaterThanOrEqual(0);
  });

  it("balance and top-up without a key → 401", async () => {
    expectError(await get("/v1/billing/balance"), 401, "invalid_or_expired_token");
    const res = await req("POST", "/v1/billing/topup/intents", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ amount_micro: 1_000_000 }) });
    expectError(res, 401, "invalid_or_expired_token");
  });

  it("POST /v1/billing/topup/intents {amount_micro: 1000000} → 201 intent", async () => {
    const { data } = expectSuccess(await post(JSON.stringify({ amount_micro: 1_000_000 })), { status: 201 });
    expect(Object.keys(data).sort()).toEqual(["amount_micro", "checkout_url", "expires_at", "id", "status"]);
    expect(data).toMatchObject({ amount_micro: 1_000_000, status: "requires_payment" });
    expect(data.checkout_url).toMatch(/^https?:\/\//);
    expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now());
  });

  it.each([
    ["999999", JSON.stringify({ amount_micro: 999_999 }), "amount_micro"],
    ["a float", JSON.stringify({ amount_micro: 1_500_000.5 }), "amount_micro"],
    ["a string", JSON.stringify({ amount_micro: "1000000" }), "amount_micro"],
    ["missing", JSON.stringify({}), "amount_micro"],
    ["an unknown field", JSON.stringify({ amount_micro: 1_000_000, coupon: "x" }), "coupon"],
    ["an array", "[]", ""],
    ["malformed JSON", "{bad", ""],
    ["an empty body", "", ""],
  ])("a top-up intent with %s → 400 invalid_request", async (_label, payload, field) => {
    const e = expectError(await post(payload), 400, "invalid_request");
    expect(e.message).toContain(field);
  });

  it("a top-up intent without Content-Type → 400 saying what to send", async () => {
    const e = expectError(await post(JSON.stringify({ amount_micro: 1_000_000 }), {}), 400, "invalid_request");
    expect(e.message).toMatch(/application\/json/i);
  });

  it("GET /v1/billing/topup/intents/{id} → the same intent; an unknown id → 404 not_found", async () => {
    const { data } = expectSuccess(await post(JSON.stringify({ amount_micro: 1_000_000 })), { status: 201 });
    const again = expectSuccess(await kget(`/v1/billing/topup/intents/${data.id}`));
    expect(again.data).toEqual(data);
    expectError(await kget("/v1/billing/topup/intents/tpi_00000000000000000000000000000000"), 404, "not_found");
  });

  it("GET /v1/billing/ledger → rows {id, kind, amount_micro, free_micro, route, request_id, created_at}, newest first", async () => {
    const res = expectSuccess(await kget("/v1/billing/ledger?limit=5"));
    expect(Array.isArray(res.data)).toBe(true);
    for (const row of res.data) {
      expect(Object.keys(row).sort()).toEqual(["amount_micro", "created_at", "free_micro", "id", "kind", "request_id", "route"]);
      expect(["grant", "charge", "refund", "topup", "x402"]).toContain(row.kind);
    }
    const times = res.data.map((r: { created_at: string }) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expectError(await kget("/v1/billing/ledger?cursor=edited.cursor"), 400, "invalid_cursor");
    expectError(await kget("/v1/billing/ledger?limit=0"), 400, "invalid_request");
  });
});
