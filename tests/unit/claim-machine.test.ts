import { describe, expect, it } from "vitest";
import { createClaimMachine } from "@shared/claim/claim-machine";
import { hashSecret } from "@shared/claim/codes";
import { CLAIM_RETENTION_MS, CLAIM_TTL_MS } from "@shared/claim/record";
import type { Approval } from "@shared/claim/state";
import { MemoryStorage } from "@shared/durable-storage";

const T0 = Date.UTC(2026, 0, 1);
const API_KEY = `svc_test_${"c".repeat(64)}`;
const approval: Approval = {
  workspace_id: "ws_1",
  decided_by: "dev|1",
  key: { kind: "created", api_key: API_KEY, key_id: "key_1", key_prefix: "svc_test_cccc", created_at: "2026-01-01T00:00:30.000Z" },
};

async function opened() {
  const storage = new MemoryStorage();
  let now = T0;
  const claim = createClaimMachine(storage, { now: () => now });
  const { device_code, claim: view } = await claim.create({ claim_id: "clm_1", user_code: "BCDF-GHJK", agent_name: "Claude" });
  return { storage, claim, device_code, view, setNow: (t: number) => (now = t) };
}

describe("claim machine", () => {
  it("stores only the hash of the device code", async () => {
    const { storage, device_code, view } = await opened();
    expect(device_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(view).not.toHaveProperty("device_code_hash");
    const stored = JSON.stringify(storage.dump());
    expect(stored).not.toContain(device_code);
    expect(stored).toContain(await hashSecret(device_code));
  });

  it("refuses to open the same claim twice", async () => {
    const { claim } = await opened();
    await expect(claim.create({ claim_id: "clm_1", user_code: "BCDF-GHJK" })).rejects.toThrow(/already exists/);
  });

  it("answers a wrong device code with invalid_claim", async () => {
    const { claim, device_code } = await opened();
    const wrong = device_code.slice(0, -1) + (device_code.endsWith("A") ? "B" : "A");
    expect(await claim.poll(wrong)).toEqual({ kind: "invalid_claim" });
  });

  it("delivers the key to exactly one of 10 simultaneous polls after approval", async () => {
    const { claim, device_code, setNow } = await opened();
    setNow(T0 + 30_000);
    expect(await claim.approve(approval)).toEqual({ ok: true });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => claim.poll(device_code)));
    const created = outcomes.filter((o) => o.kind === "created");
    expect(created).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === "existing_key")).toHaveLength(9);
  });

  it("keeps no plaintext key once it is delivered", async () => {
    const { storage, claim, device_code, setNow } = await opened();
    setNow(T0 + 30_000);
    await claim.approve(approval);
    expect(JSON.stringify(storage.dump())).toContain(API_KEY);
    await claim.poll(device_code);
    expect(JSON.stringify(storage.dump())).not.toContain(API_KEY);
    expect((await claim.get())?.status).toBe("delivered");
  });

  it("lets exactly one of two racing approvals win", async () => {
    const { claim } = await opened();
    const results = await Promise.all([claim.approve(approval), claim.approve({ ...approval, workspace_id: "ws_2" })]);
    expect(results).toEqual([{ ok: true }, { ok: false, reason: "not_pending" }]);
    expect((await claim.get())?.workspace_id).toBe("ws_1");
  });

  it("shows the approval page the claim without secrets", async () => {
    const { claim } = await opened();
    await claim.approve(approval);
    const view = await claim.get();
    expect(view).toMatchObject({ claim_id: "clm_1", user_code: "BCDF-GHJK", agent_name: "Claude", status: "approved" });
    expect(JSON.stringify(view)).not.toContain(API_KEY);
  });

  it("reports a claim past expiry as expired even before anything is written", async () => {
    const { claim } = await opened();
    expect((await claim.get(T0 + CLAIM_TTL_MS))?.status).toBe("expired");
  });

  describe("sweep (alarm)", () => {
    it("wipes an undelivered key at expiry, then deletes the claim after retention", async () => {
      const { storage, claim } = await opened();
      await claim.approve(approval);
      expect(await claim.sweep(T0 + 1_000)).toBe(T0 + CLAIM_TTL_MS);
      expect(await claim.sweep(T0 + CLAIM_TTL_MS)).toBe(T0 + CLAIM_TTL_MS + CLAIM_RETENTION_MS);
      expect(JSON.stringify(storage.dump())).not.toContain(API_KEY);
      expect((await claim.get())?.status).toBe("expired");
      expect(await claim.sweep(T0 + CLAIM_TTL_MS + CLAIM_RETENTION_MS)).toBeNull();
      expect(storage.dump()).toEqual({});
    });

    it("leaves a delivered claim answering 409 until retention ends", async () => {
      const { claim, device_code } = await opened();
      await claim.approve(approval);
      await claim.poll(device_code);
      await claim.sweep(T0 + CLAIM_TTL_MS);
      expect((await claim.poll(device_code, T0 + CLAIM_TTL_MS + 1)).kind).toBe("existing_key");
      await claim.sweep(T0 + CLAIM_TTL_MS + CLAIM_RETENTION_MS);
      expect(await claim.poll(device_code)).toEqual({ kind: "invalid_claim" });
    });
  });
});
