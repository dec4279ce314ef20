/**
 * MCP refunds through the api's gate: a refund names the charge it reverses and works once, for
 * the workspace that was charged, so no caller can mint credits by asking for refunds.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mcpGateApp } from "../../workers/api/src/mcp-gate";
import { readBalance } from "@shared/billing";
import { bearer, type SeededKey, seedKey } from "./seed";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;

const gate = (path: string, key: string, body?: unknown) =>
  Promise.resolve(
    mcpGateApp.fetch(
      new Request(`https://api.internal${path}`, {
        method: "POST",
        headers: { ...bearer(key), "Content-Type": "application/json" },
        body: body === undefined ? null : JSON.stringify(body),
      }),
      env,
      ctx,
    ),
  );

async function admitReadDocument(key: string): Promise<string> {
  const res = await gate("/__gate/admit/read_document", key);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { charged: number; charge_id: string };
  expect(body.charged).toBe(5_000);
  expect(body.charge_id).toMatch(/^chg_[0-9a-f]{32}$/);
  return body.charge_id;
}

const balance = (seeded: SeededKey) => readBalance(env.CREDITS, seeded);

describe("MCP refunds name their charge", () => {
  it("refunds exactly the charge once; a second refund of it is 404 and mints nothing", async () => {
    const seeded = await seedKey({ creditsMicro: 20_000 });
    const chargeId = await admitReadDocument(seeded.key);
    expect(await balance(seeded)).toEqual({ balance_micro: 0, free_credits_micro: 15_000 });
    expect((await gate("/__gate/refund", seeded.key, { charge_id: chargeId })).status).toBe(204);
    expect(await balance(seeded)).toEqual({ balance_micro: 0, free_credits_micro: 20_000 });
    const again = await gate("/__gate/refund", seeded.key, { charge_id: chargeId });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect(await balance(seeded)).toEqual({ balance_micro: 0, free_credits_micro: 20_000 });
  });

  it.each([
    ["a forged charge id", { charge_id: `chg_${"0".repeat(32)}` }],
    ["no charge id", {}],
    ["a charge id of the wrong type", { charge_id: 5_000 }],
    ["an inherited property name", { charge_id: "__proto__" }],
  ])("refuses %s with 404 and changes no balance", async (_name, body) => {
    const seeded = await seedKey({ creditsMicro: 20_000 });
    await admitReadDocument(seeded.key);
    expect((await gate("/__gate/refund", seeded.key, body)).status).toBe(404);
    expect(await balance(seeded)).toEqual({ balance_micro: 0, free_credits_micro: 15_000 });
  });

  it("refuses to refund another workspace's charge, and that charge stays refundable by its owner", async () => {
    const owner = await seedKey({ creditsMicro: 20_000 });
    const other = await seedKey({ creditsMicro: 20_000 });
    const chargeId = await admitReadDocument(owner.key);
    expect((await gate("/__gate/refund", other.key, { charge_id: chargeId })).status).toBe(404);
    expect(await balance(other)).toEqual({ balance_micro: 0, free_credits_micro: 20_000 });
    expect(await balance(owner)).toEqual({ balance_micro: 0, free_credits_micro: 15_000 });
    expect((await gate("/__gate/refund", owner.key, { charge_id: chargeId })).status).toBe(204);
    expect(await balance(owner)).toEqual({ balance_micro: 0, free_credits_micro: 20_000 });
  });

  it("gives a charge split between free and paid credits back to both pools as charged", async () => {
    const seeded = await seedKey({ creditsMicro: 3_000 });
    await env.DB.prepare("UPDATE workspaces SET balance_micro = 10000 WHERE id = ?1").bind(seeded.workspaceId).run();
    const chargeId = await admitReadDocument(seeded.key);
    expect(await balance(seeded)).toEqual({ balance_micro: 8_000, free_credits_micro: 0 });
    expect((await gate("/__gate/refund", seeded.key, { charge_id: chargeId })).status).toBe(204);
    expect(await balance(seeded)).toEqual({ balance_micro: 10_000, free_credits_micro: 3_000 });
  });
});
