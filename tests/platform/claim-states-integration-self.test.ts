/**
 * Every row of the key-claim state table (docs/contract.md#claim), through HTTP, with a real sign-in and approval.
 * Time moves through the harness clock header (the claim objects' `nowMs`), never by sleeping.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "@shared/auth/keys";
import { HARNESS_NOW_HEADER } from "../../workers/platform/src/config";
import { Browser, createClaim, PLATFORM, poll } from "./support";

const at = (ms: number) => ({ [HARNESS_NOW_HEADER]: String(ms) });

async function keyRow(keyId: string) {
  return env.DB.prepare("SELECT key_hash, key_prefix, scopes, status, workspace_id FROM api_keys WHERE id = ?1").bind(keyId).first<Record<string, string>>();
}

describe("(none) → pending: POST claim with a valid request", () => {
  it("answers 201 and the new claim polls as pending", async () => {
    const claim = await createClaim();
    expect(claim.expires_in).toBe(900);
    const first = await poll(claim);
    expect(first.status).toBe(428);
    expect(first.body).toEqual({ error: "authorization_pending", status: "pending", interval: 3 });
  });
});

describe("pending → pending: token poll before the human approves", () => {
  it("answers 428 authorization_pending to an agent that waits the interval", async () => {
    const t0 = Date.now();
    const claim = await createClaim({}, undefined, at(t0));
    for (const offset of [0, 3_000, 6_000]) {
      const r = await poll(claim, at(t0 + offset));
      expect(r.status).toBe(428);
      expect(r.body.error).toBe("authorization_pending");
    }
  });

  it("answers 428 slow_down with the interval grown by 5 s to an agent that polls too fast", async () => {
    const t0 = Date.now();
    const claim = await createClaim({}, undefined, at(t0));
    await poll(claim, at(t0));
    const early = await poll(claim, at(t0 + 1_000));
    expect(early.status).toBe(428);
    expect(early.body).toEqual({ error: "slow_down", status: "pending", interval: 8 });
  });
});

describe("pending → approved → delivered: approval when the workspace has no active key", () => {
  it("returns the new key exactly once, stored in D1 only as its SHA-256, with scope read:social_public and 500 free credits", async () => {
    const claim = await createClaim();
    const browser = new Browser();
    const done = await browser.approve(claim.user_code);
    expect(done.status).toBe(200);
    expect(done.html).toContain("Approved");

    const delivered = await poll(claim);
    expect(delivered.status).toBe(200);
    expect(delivered.headers.get("Cache-Control")).toBe("no-store");
    const body = delivered.body;
    expect(body).toMatchObject({ status: "approved", key_state: "created", api_base_url: "http://127.0.0.1:8787", docs: "http://127.0.0.1:8792/agent-setup" });
    expect(body.api_key).toMatch(/^svc_test_[0-9a-f]{64}$/);
    expect(body.key_prefix).toBe(body.api_key.slice(0, 17));
    expect(typeof body.usage).toBe("string");

    const row = await keyRow(body.key_id);
    expect(row).toMatchObject({ key_hash: await sha256Hex(body.api_key), status: "active", scopes: "read:social_public", workspace_id: body.workspace_id });
    const workspace = await env.DB.prepare("SELECT free_credits_micro FROM workspaces WHERE id = ?1").bind(body.workspace_id).first<{ free_credits_micro: number }>();
    expect(workspace!.free_credits_micro).toBe(500_000);
    const grants = await env.DB.prepare("SELECT count(*) AS n FROM credit_ledger WHERE workspace_id = ?1 AND once_key = 'free_grant'").bind(body.workspace_id).first<{ n: number }>();
    expect(grants!.n).toBe(1);
  });
});

describe("delivered → delivered: any later poll", () => {
  it("answers 409 already_delivered with existing_key and dashboard_url, and no key material", async () => {
    const claim = await createClaim();
    await new Browser().approve(claim.user_code);
    const first = await poll(claim);
    expect(first.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const later = await poll(claim);
      expect(later.status).toBe(409);
      expect(later.body).toEqual({
        error: "already_delivered",
        status: "delivered",
        key_state: "existing_key",
        existing_key: { key_id: first.body.key_id, key_prefix: first.body.key_prefix, workspace_id: first.body.workspace_id, created_at: expect.any(String) },
        dashboard_url: "http://127.0.0.1:8792/dashboard",
      });
      expect(JSON.stringify(later.body)).not.toContain(first.body.api_key.slice(17));
    }
  });
});

describe("approval when the workspace already has an active key", () => {
  it("rotates nothing and grants nothing twice: the first poll answers 409 existing_key naming the active key", async () => {
    const browser = new Browser();
    const firstClaim = await createClaim();
    await browser.approve(firstClaim.user_code);
    const firstKey = (await poll(firstClaim)).body;

    const second = await createClaim();
    const page = await browser.approve(second.user_code);
    expect(page.html).toContain("nothing was rotated");
    const answer = await poll(second);
    expect(answer.status).toBe(409);
    expect(answer.body.existing_key.key_id).toBe(firstKey.key_id);
    expect(answer.body.api_key).toBeUndefined();
    expect((await keyRow(firstKey.key_id))!.status).toBe("active");
    const counts = await env.DB.prepare(
      "SELECT (SELECT count(*) FROM api_keys WHERE workspace_id = ?1) AS keys, (SELECT free_credits_micro FROM workspaces WHERE id = ?1) AS free",
    )
      .bind(firstKey.workspace_id)
      .first<{ keys: number; free: number }>();
    expect(counts).toEqual({ keys: 1, free: 500_000 });
  });
});

describe("pending → expired: time", () => {
  it("is pending 1 ms before 900 s and answers 410 expired_token from 900 s on", async () => {
    const t0 = Date.now();
    const claim = await createClaim({}, undefined, at(t0));
    expect((await poll(claim, at(t0 + 899_999))).status).toBe(428);
    const expired = await poll(claim, at(t0 + 900_000));
    expect(expired.status).toBe(410);
    expect(expired.body).toEqual({ error: "expired_token", status: "expired" });
    expect((await poll(claim, at(t0 + 900_001))).status).toBe(410);
  });

  it("cannot be approved once expired: the page says so and the agent still gets 410", async () => {
    const t0 = Date.now() - 901_000;
    const claim = await createClaim({}, undefined, at(t0));
    const browser = new Browser();
    await browser.signIn();
    const entered = await browser.enterCode(claim.user_code);
    expect(entered.status).toBe(400);
    expect((await poll(claim)).status).toBe(410);
  });
});

describe("pending → void: the human denies", () => {
  it("ends the claim: polls answer 410 expired_token with reason access_denied, and no key exists", async () => {
    const claim = await createClaim();
    const browser = new Browser();
    const page = await browser.approve(claim.user_code, "deny");
    expect(page.html).toContain("Denied");
    const answer = await poll(claim);
    expect(answer.status).toBe(410);
    expect(answer.body).toEqual({ error: "expired_token", status: "expired", reason: "access_denied" });
    expect((await browser.go(`${PLATFORM}/dashboard`)).html).toContain("has no active key");
  });
});
