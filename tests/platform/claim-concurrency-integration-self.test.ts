/** Races: polls right after approval, and two approvals into one workspace. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, createClaim, poll } from "./support";

describe("concurrency", () => {
  it("gives the key to exactly one of 10 simultaneous polls right after approval; the other nine get 409", async () => {
    const claim = await createClaim();
    await new Browser().approve(claim.user_code);
    const answers = await Promise.all(Array.from({ length: 10 }, () => poll(claim)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const keys = answers.filter((a) => a.body.api_key !== undefined);
    expect(keys).toHaveLength(1);
  });

  it("creates one key when two claims are approved into the same workspace at once; the other claim gets existing_key", async () => {
    const human = new Browser();
    // A second tab of the same human: same identity, its own session.
    const tab = new Browser();
    const email = `${crypto.randomUUID()}@example.com`;
    await human.signIn(email);
    await tab.signIn(email);
    const [a, b] = [await createClaim(), await createClaim()];
    expect((await human.enterCode(a.user_code)).status).toBe(200);
    expect((await tab.enterCode(b.user_code)).status).toBe(200);
    const pages = await Promise.all([human.decide("approve"), tab.decide("approve")]);
    for (const p of pages) expect(p.status).toBe(200);

    const answers = [await poll(a), await poll(b)];
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const workspaceId = answers[0]!.body.workspace_id ?? answers[0]!.body.existing_key.workspace_id;
    const active = await env.DB.prepare("SELECT count(*) AS n FROM api_keys WHERE workspace_id = ?1 AND status = 'active'").bind(workspaceId).first<{ n: number }>();
    expect(active!.n).toBe(1);
    const created = answers.find((x) => x.status === 200)!.body;
    expect(answers.find((x) => x.status === 409)!.body.existing_key.key_id).toBe(created.key_id);
  });
});
