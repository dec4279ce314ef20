import { describe, expect, it } from "vitest";
import { CLAIM_TTL_MS, type ClaimRecord } from "@shared/claim/record";
import { renderClaimCreated, renderPoll, type ClaimLinks } from "@shared/claim/responses";
import {
  approveClaim,
  denyClaim,
  openClaim,
  pollClaim,
  type Approval,
  type PollOutcome,
} from "@shared/claim/state";

const T0 = Date.UTC(2026, 0, 1);
const HASH = "a".repeat(64);
const WRONG_HASH = "b".repeat(64);
const links: ClaimLinks = {
  api_base_url: "http://127.0.0.1:8787",
  docs_url: "http://127.0.0.1:8792/docs/agent-setup",
  dashboard_url: "http://127.0.0.1:8792/dashboard",
  verification_uri: "http://127.0.0.1:8792/claim",
};
const newKey: Approval = {
  workspace_id: "ws_1",
  decided_by: "dev|1",
  key: { kind: "created", api_key: `svc_test_${"f".repeat(64)}`, key_id: "key_1", key_prefix: "svc_test_ffff", created_at: "2026-01-01T00:01:00.000Z" },
};
const activeKey: Approval = {
  workspace_id: "ws_1",
  decided_by: "dev|1",
  key: { kind: "existing", key_id: "key_0", key_prefix: "svc_test_0000", created_at: "2025-12-01T00:00:00.000Z" },
};

const pending = () => openClaim({ claim_id: "clm_1", user_code: "BCDF-GHJK", device_code_hash: HASH }, T0);

/** Runs a poll and returns the next record with the HTTP answer. */
function poll(record: ClaimRecord, at: number, hash = HASH) {
  const step = pollClaim(record, hash, at);
  return { record: step.record!, outcome: step.outcome, http: renderPoll(step.outcome, links) };
}

function approved(approval = newKey, at = T0 + 60_000): ClaimRecord {
  const step = approveClaim(pending(), approval, at);
  expect(step.outcome).toEqual({ ok: true });
  return step.record!;
}

describe("(none) → pending: POST claim", () => {
  it("opens a pending claim valid 900 s with interval 3", () => {
    const record = pending();
    expect(record).toMatchObject({ status: "pending", created_at: T0, expires_at: T0 + 900_000, interval: 3, last_poll_at: null });
  });

  it("answers 201 with both codes and a verification_uri_complete carrying the user code", () => {
    const http = renderClaimCreated({ claim_id: "clm_1", device_code: "d".repeat(43), user_code: "BCDF-GHJK" }, links);
    expect(http.status).toBe(201);
    expect(http.body).toEqual({
      claim_id: "clm_1",
      device_code: "d".repeat(43),
      user_code: "BCDF-GHJK",
      verification_uri: "http://127.0.0.1:8792/claim",
      verification_uri_complete: "http://127.0.0.1:8792/claim?code=BCDF-GHJK",
      expires_in: 900,
      interval: 3,
      docs: links.docs_url,
    });
    expect(http.headers["Cache-Control"]).toBe("no-store");
  });
});

describe("pending: token poll before approval", () => {
  it("stays pending and answers 428 authorization_pending with the interval", () => {
    const { record, http } = poll(pending(), T0 + 1_000);
    expect(record.status).toBe("pending");
    expect(record.last_poll_at).toBe(T0 + 1_000);
    expect(http).toMatchObject({ status: 428, body: { error: "authorization_pending", status: "pending", interval: 3 } });
  });

  it("keeps answering 428 to an agent that waits the interval", () => {
    let record = pending();
    for (let at = T0; at < T0 + 30_000; at += 3_000) {
      const step = poll(record, at);
      expect(step.http.body).toEqual({ error: "authorization_pending", status: "pending", interval: 3 });
      record = step.record;
    }
  });

  it("tolerates a poll up to 500 ms early (jitter)", () => {
    const first = poll(pending(), T0 + 10_000);
    expect(poll(first.record, T0 + 12_500).outcome.kind).toBe("authorization_pending");
  });
});

describe("pending: polling faster than the interval", () => {
  it("answers 428 slow_down and grows the interval by 5 s (RFC 8628)", () => {
    const first = poll(pending(), T0 + 10_000);
    const fast = poll(first.record, T0 + 11_000);
    expect(fast.http).toMatchObject({ status: 428, body: { error: "slow_down", status: "pending", interval: 8 } });
    expect(fast.record.interval).toBe(8);
    // The grown interval now applies: 3 s later is still too fast, 8 s later is fine.
    const again = poll(fast.record, T0 + 14_000);
    expect(again.outcome).toEqual({ kind: "slow_down", interval: 13 });
    expect(poll(again.record, T0 + 27_000).outcome).toEqual({ kind: "authorization_pending", interval: 13 });
  });

  it("never grows the interval past 60 s", () => {
    let record = poll(pending(), T0).record;
    for (let i = 1; i <= 20; i++) record = poll(record, T0 + i).record;
    expect(record.interval).toBe(60);
  });

  it("does not withhold the key from an early poll after approval", () => {
    const first = poll(pending(), T0 + 10_000);
    const withKey = approveClaim(first.record, newKey, T0 + 10_500).record!;
    expect(poll(withKey, T0 + 11_000).http.status).toBe(200);
  });

  it("can be switched off", () => {
    const first = poll(pending(), T0);
    expect(pollClaim(first.record, HASH, T0 + 1, { enforceInterval: false }).outcome.kind).toBe("authorization_pending");
  });
});

describe("pending → approved: human approval, workspace has no active key", () => {
  it("moves to approved and holds the new key for delivery", () => {
    const record = approved();
    expect(record).toMatchObject({ status: "approved", workspace_id: "ws_1", key_state: "created", decided_by: "dev|1" });
    expect(record.handoff?.api_key).toBe(`svc_test_${"f".repeat(64)}`);
  });
});

describe("approved → delivered: first successful poll", () => {
  it("answers 200 with the key once and moves to delivered without the plaintext", () => {
    const { record, http } = poll(approved(), T0 + 61_000);
    expect(http.status).toBe(200);
    expect(http.body).toEqual({
      status: "approved",
      key_state: "created",
      api_key: `svc_test_${"f".repeat(64)}`,
      key_id: "key_1",
      key_prefix: "svc_test_ffff",
      workspace_id: "ws_1",
      api_base_url: "http://127.0.0.1:8787",
      usage: expect.stringContaining("Authorization: Bearer"),
      docs: links.docs_url,
    });
    expect(record.status).toBe("delivered");
    expect(record.handoff).toBeNull();
    expect(JSON.stringify(record)).not.toContain("svc_test_ffffffff");
  });
});

describe("delivered: any later poll", () => {
  it("answers 409 already_delivered with existing_key and no key material", () => {
    const delivered = poll(approved(), T0 + 61_000).record;
    for (const at of [T0 + 64_000, T0 + 2 * CLAIM_TTL_MS]) {
      const { record, http } = poll(delivered, at);
      expect(record.status).toBe("delivered");
      expect(http.status).toBe(409);
      expect(http.body).toEqual({
        error: "already_delivered",
        status: "delivered",
        key_state: "existing_key",
        existing_key: { key_id: "key_1", key_prefix: "svc_test_ffff", workspace_id: "ws_1", created_at: "2026-01-01T00:01:00.000Z" },
        dashboard_url: links.dashboard_url,
      });
      expect(JSON.stringify(http.body)).not.toContain("api_key");
    }
  });
});

describe("pending + approval, workspace already has an active key", () => {
  it("rotates nothing: polls answer 409 existing_key naming the active key", () => {
    const record = approved(activeKey);
    expect(record).toMatchObject({ status: "delivered", key_state: "existing_key", handoff: null });
    const first = poll(record, T0 + 61_000);
    expect(first.http.status).toBe(409);
    expect(first.http.body).toMatchObject({
      error: "already_delivered",
      key_state: "existing_key",
      existing_key: { key_id: "key_0", key_prefix: "svc_test_0000", workspace_id: "ws_1", created_at: "2025-12-01T00:00:00.000Z" },
    });
  });
});

describe("pending → expired: time", () => {
  it("is still pending 1 ms before 900 s", () => {
    expect(poll(pending(), T0 + CLAIM_TTL_MS - 1).outcome.kind).toBe("authorization_pending");
  });

  it("expires at exactly 900 s and answers 410 expired_token", () => {
    const { record, http } = poll(pending(), T0 + CLAIM_TTL_MS);
    expect(record.status).toBe("expired");
    expect(http).toMatchObject({ status: 410, body: { error: "expired_token", status: "expired" } });
  });

  it("wipes an approved but undelivered key at expiry", () => {
    const { record, outcome } = poll(approved(), T0 + CLAIM_TTL_MS);
    expect(outcome.kind).toBe("expired");
    expect(record.handoff).toBeNull();
  });

  it("refuses approval and denial once expired", () => {
    const late = T0 + CLAIM_TTL_MS;
    const approval = approveClaim(pending(), newKey, late);
    expect(approval.outcome).toEqual({ ok: false, reason: "expired" });
    expect(approval.record?.status).toBe("expired");
    expect(denyClaim(pending(), "dev|1", late).outcome).toEqual({ ok: false, reason: "expired" });
  });
});

describe("pending → denied (a void claim)", () => {
  it("answers 410 expired_token with reason access_denied", () => {
    const denied = denyClaim(pending(), "dev|1", T0 + 5_000);
    expect(denied.outcome).toEqual({ ok: true });
    const { http } = poll(denied.record!, T0 + 8_000);
    expect(http).toMatchObject({ status: 410, body: { error: "expired_token", status: "expired", reason: "access_denied" } });
  });

  it("cannot be approved afterwards", () => {
    const denied = denyClaim(pending(), "dev|1", T0 + 5_000).record!;
    expect(approveClaim(denied, newKey, T0 + 6_000).outcome).toEqual({ ok: false, reason: "not_pending" });
  });
});

describe("a decision is made once", () => {
  it("refuses a second approval, which could otherwise replace the held key", () => {
    const record = approved();
    const again = approveClaim(record, { ...newKey, workspace_id: "ws_2" }, T0 + 70_000);
    expect(again.outcome).toEqual({ ok: false, reason: "not_pending" });
    expect(again.record).toBe(record);
  });

  it("refuses a decision on an unknown claim", () => {
    expect(approveClaim(null, newKey, T0).outcome).toEqual({ ok: false, reason: "not_found" });
    expect(denyClaim(null, "dev|1", T0).outcome).toEqual({ ok: false, reason: "not_found" });
  });
});

describe("invalid_claim", () => {
  it.each<[string, ClaimRecord | null, string]>([
    ["an unknown claim", null, HASH],
    ["a wrong device code", pending(), WRONG_HASH],
  ])("answers 404 invalid_claim for %s and changes nothing", (_name, record, hash) => {
    const step = pollClaim(record, hash, T0 + 5_000);
    expect(step.record).toBe(record);
    expect(renderPoll(step.outcome, links)).toMatchObject({ status: 404, body: { error: "invalid_claim" } });
  });

  it("does not hand out the key to a wrong device code", () => {
    const record = approved();
    const step = pollClaim(record, WRONG_HASH, T0 + 61_000);
    expect(step.outcome).toEqual<PollOutcome>({ kind: "invalid_claim" });
    expect(step.record?.handoff?.api_key).toBeDefined();
  });
});
