/** When a Durable Object or D1 fails, the claim routes answer 503 temporarily_unavailable and keep the claim. */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { Browser, createClaim, csrfOf, directFetch, freshIp, PLATFORM, poll } from "./support";

/** A namespace whose objects all throw, as an unreachable Durable Object does. */
function brokenNamespace() {
  const fail = () => Promise.reject(new Error("Durable Object is overloaded"));
  return { getByName: () => new Proxy({}, { get: () => fail }), idFromName: () => ({}), get: () => new Proxy({}, { get: () => fail }) };
}

const brokenDb = {
  prepare: () => {
    throw new Error("D1_ERROR: database unavailable");
  },
  batch: () => Promise.reject(new Error("D1_ERROR: database unavailable")),
};

async function post(path: string, body: unknown, bindings: Record<string, unknown>) {
  const res = await directFetch(
    `${PLATFORM}${path}`,
    { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() }, body: JSON.stringify(body) },
    { ...env, ...bindings } as Cloudflare.Env,
  );
  return { status: res.status, retryAfter: res.headers.get("Retry-After"), body: await res.json() };
}

describe("503 temporarily_unavailable", () => {
  it("when the claim objects fail while opening a claim", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const broken of [{ CLAIMS: brokenNamespace() }, { CLAIM_CODES: brokenNamespace() }, { QUOTA: brokenNamespace() }]) {
      const res = await post("/api/agent/claim", {}, broken);
      expect(res).toEqual({ status: 503, retryAfter: "5", body: { error: "temporarily_unavailable" } });
    }
  });

  it("when the claim object fails during a poll; the claim is kept and answers once it is back", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const claim = await createClaim();
    const down = await post("/api/agent/claim/token", { claim_id: claim.claim_id, device_code: claim.device_code }, { CLAIMS: brokenNamespace() });
    expect(down).toEqual({ status: 503, retryAfter: "5", body: { error: "temporarily_unavailable" } });
    const back = await post("/api/agent/claim/token", { claim_id: claim.claim_id, device_code: claim.device_code }, {});
    expect(back.status).toBe(428);
  });

  it("logs the failure without the device code", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const claim = await createClaim();
    await post("/api/agent/claim/token", { claim_id: claim.claim_id, device_code: claim.device_code }, { CLAIMS: brokenNamespace() });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain(claim.device_code);
  });

  it("reports not ready when D1 fails", async () => {
    const res = await directFetch(`${PLATFORM}/fetcher/readyz`, {}, { ...env, DB: brokenDb } as unknown as Cloudflare.Env);
    expect(res.status).toBe(503);
  });
});

describe("pages when D1 fails", () => {
  it("answer an HTML error page that grants nothing and leaks no internals", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
    const claim = await createClaim();
    const browser = new Browser({ direct: true });
    await browser.signIn();
    const consent = await browser.enterCode(claim.user_code);
    expect(consent.status).toBe(200);
    browser.bindings = { ...env, DB: brokenDb } as unknown as Cloudflare.Env;
    const page = await browser.submit("/activate/approve", { csrf: csrfOf(consent.html), decision: "approve" });
    expect(page.status).toBe(500);
    expect(page.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(page.html).toContain("Nothing was granted");
    expect(page.html).not.toContain("D1_ERROR");
    expect(errors.join("\n")).toContain("D1_ERROR");
    browser.bindings = env;
    expect((await poll(claim)).status).toBe(428);
  });
});
