/**
 * The front door decides who is calling; a caller cannot say it. `X-Svc-Workspace-Id`,
 * `X-Svc-Org-Id` and `X-Svc-Client-Ip` are how the api worker tells the workers behind it whom a
 * request is for (front-door.ts, `forwardHeaders`), and those workers believe them (the monitors
 * worker scopes every query to `X-Svc-Workspace-Id`). Sent by a caller to the api host, they must
 * never get through: on every route the catalog forwards (generated from shared/contract/catalog.ts,
 * so a new route is covered), keyed or keyless, the stand-in worker behind the door sees the
 * identity the front door worked out, and the billing routes read the key's own workspace.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { catalogRoutes, validRequest } from "../support/catalog-fuzz";
import { bearer, seedKey } from "./seed";

const ORIGIN = "http://api.test";
/** What a caller pretending to be someone else sends. */
const forged = (victim: { workspaceId: string; orgId: string }) => ({
  "X-Svc-Workspace-Id": victim.workspaceId,
  "X-Svc-Org-Id": victim.orgId,
  "X-Svc-Client-Ip": "ip:192.0.2.250",
});

/** Values the front door's validation accepts (the stand-in workers answer whatever passes it). */
const SEEDS = {
  id: ["39000000"],
  handle: ["synthuser"],
  post_id: ["1800000000000000001"],
  url: ["https://example.com/p"],
  target: ["example.com"],
  secret: ["s3cret"],
  topics: [["pricing"]],
  event_id: ["evt-1"],
};

/** Every route the front door forwards to a worker behind it (research it serves itself). */
const FORWARDED = catalogRoutes("news", "apps", "video", "social", "monitors", "watches");

interface Echo {
  data: { provider: string; workspace: string | null; org: string | null; client_ip: string | null };
}

const request = (route: (typeof FORWARDED)[number], headers: Record<string, string>) => {
  const req = validRequest(route, { origin: ORIGIN, seeds: SEEDS, headers });
  return SELF.fetch(req.url, req.init);
};

describe("identity headers sent by a caller never pass the front door", () => {
  it("covers every forwarded catalog route", () => {
    expect(FORWARDED.length).toBeGreaterThanOrEqual(30);
  });

  it.each(FORWARDED.map((r) => [`${r.method} ${r.path}`, r] as const))("%s: a keyed caller stays its own workspace and organization", async (_name, route) => {
    const caller = await seedKey();
    const victim = await seedKey();
    const res = await request(route, { ...bearer(caller.key), ...forged(victim) });
    const body = (await res.json()) as Echo;
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.data).toMatchObject({ workspace: caller.workspaceId, org: caller.orgId, client_ip: null });
  });

  it.each(FORWARDED.map((r) => [`${r.method} ${r.path}`, r] as const))("%s: a keyless caller is nobody's workspace and keeps its own address", async (_name, route) => {
    const victim = await seedKey();
    const ip = `198.51.100.${1 + FORWARDED.indexOf(route)}`;
    const res = await request(route, { "CF-Connecting-IP": ip, ...forged(victim) });
    if (route.spec.auth === "key") {
      // Refused at the door: the forged workspace is not a key.
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_or_expired_token");
      return;
    }
    const body = (await res.json()) as Echo;
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.data.workspace).toBeNull();
    expect(body.data.org).toBeNull();
    // The address the door derived from the connection, the same as without the forged header.
    const plain = (await (await request(route, { "CF-Connecting-IP": ip })).json()) as Echo;
    expect(body.data.client_ip).toBe(plain.data.client_ip);
    expect(body.data.client_ip).not.toContain("192.0.2.250");
  });

  it("the billing routes read the key's own workspace: balance, ledger and another workspace's top-up intent", async () => {
    const caller = await seedKey({ creditsMicro: 500_000 });
    const victim = await seedKey({ creditsMicro: 7_000_000 });
    const headers = { ...bearer(caller.key), ...forged(victim) };
    const balance = (await (await SELF.fetch(`${ORIGIN}/v1/billing/balance`, { headers })).json()) as { data: { free_credits_remaining: number } };
    expect(balance.data.free_credits_remaining).toBe(500);
    const intent = await SELF.fetch(`${ORIGIN}/v1/billing/topup/intents`, {
      method: "POST",
      headers: { ...bearer(victim.key), "Content-Type": "application/json" },
      body: JSON.stringify({ amount_micro: 5_000_000 }),
    });
    expect(intent.status).toBe(201);
    const { id } = ((await intent.json()) as { data: { id: string } }).data;
    const stolen = await SELF.fetch(`${ORIGIN}/v1/billing/topup/intents/${id}`, { headers });
    expect(stolen.status).toBe(404);
    const ledger = await (await SELF.fetch(`${ORIGIN}/v1/billing/ledger`, { headers })).text();
    expect(ledger).not.toContain(victim.workspaceId);
    expect((await SELF.fetch(`${ORIGIN}/v1/billing/topup/intents/${id}`, { headers: bearer(victim.key) })).status).toBe(200);
  });
});
