/** POST /api/agent/claim and /api/agent/claim/token: bodies, 400 cases, 404, rate limit, OpenAPI. */
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashSecret, USER_CODE_ALPHABET } from "@shared/claim/codes";
import { createClaim, freshIp, PLATFORM, poll, postJson } from "./support";
import { claimShard } from "../../durable-objects/claim";

const USER_CODE = new RegExp(`^[${USER_CODE_ALPHABET}]{4}-[${USER_CODE_ALPHABET}]{4}$`);

async function expectInvalidRequest(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: unknown; error_description: unknown };
  // docs/contract.md#claim: claim errors carry a plain string in `error`, not the error envelope.
  expect(body.error).toBe("invalid_request");
  expect(typeof body.error_description).toBe("string");
}

describe("POST /api/agent/claim", () => {
  it("answers 201 with both codes, the verification URIs, 900 s, interval 3 and the recipe", async () => {
    const res = await postJson("/api/agent/claim", { agent_name: "Claude", agent_platform: "cli" }, { "CF-Connecting-IP": freshIp() });
    expect(res.status).toBe(201);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      ["claim_id", "device_code", "docs", "expires_in", "interval", "user_code", "verification_uri", "verification_uri_complete"].sort(),
    );
    expect(body.device_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user_code).toMatch(USER_CODE);
    expect(body.verification_uri).toBe(`${PLATFORM}/activate`);
    expect(body.verification_uri_complete).toBe(`${PLATFORM}/activate?code=${body.user_code}`);
    expect(body.expires_in).toBe(900);
    expect(body.interval).toBe(3);
    expect(body.docs).toBe(`${PLATFORM}/agent-setup`);
  });

  it("accepts an empty body when the content type is JSON", async () => {
    const res = await SELF.fetch(`${PLATFORM}/api/agent/claim`, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(201);
  });

  it("accepts names of exactly 64 characters", async () => {
    await createClaim({ agent_name: "a".repeat(64), agent_platform: "p".repeat(64) });
  });

  it("stores only the SHA-256 of the device code", async () => {
    const claim = await createClaim();
    const stored = await runInDurableObject(claimShard(env.CLAIMS, claim.claim_id), async (_obj, state) =>
      JSON.stringify([...(await state.storage.list()).entries()]),
    );
    expect(stored).toContain(await hashSecret(claim.device_code));
    expect(stored).not.toContain(claim.device_code);
  });

  describe("400 invalid_request", () => {
    const post = (body: BodyInit | null, headers: Record<string, string>) =>
      SELF.fetch(`${PLATFORM}/api/agent/claim`, { method: "POST", headers: { "CF-Connecting-IP": freshIp(), ...headers }, body });

    it("for malformed JSON", async () => {
      await expectInvalidRequest(await post('{"agent_name": ', { "Content-Type": "application/json" }));
    });
    it("for a missing content type", async () => {
      await expectInvalidRequest(await post(new Blob(['{"agent_name":"x"}']), {}));
    });
    it("for a wrong content type", async () => {
      await expectInvalidRequest(await post('{"agent_name":"x"}', { "Content-Type": "text/plain" }));
      await expectInvalidRequest(await post("agent_name=x", { "Content-Type": "application/x-www-form-urlencoded" }));
    });
    it("for a body over 2 KB, even when the fields themselves are short", async () => {
      const padded = `{"agent_name":"x"${" ".repeat(2048)}}`;
      await expectInvalidRequest(await post(padded, { "Content-Type": "application/json" }));
    });
    it("for a body over 2 KB streamed without Content-Length", async () => {
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"agent_name":"${"x".repeat(3000)}"}`));
          controller.close();
        },
      });
      await expectInvalidRequest(await post(stream, { "Content-Type": "application/json" }));
    });
    it("for an agent_name or agent_platform over 64 characters", async () => {
      await expectInvalidRequest(await post(JSON.stringify({ agent_name: "a".repeat(65) }), { "Content-Type": "application/json" }));
      await expectInvalidRequest(await post(JSON.stringify({ agent_platform: "p".repeat(65) }), { "Content-Type": "application/json" }));
    });
    it("for a field of the wrong type, an unknown field, or a body that is not an object", async () => {
      await expectInvalidRequest(await post(JSON.stringify({ agent_name: 42 }), { "Content-Type": "application/json" }));
      await expectInvalidRequest(await post(JSON.stringify({ agent_name: "x", scope: "admin" }), { "Content-Type": "application/json" }));
      await expectInvalidRequest(await post("[]", { "Content-Type": "application/json" }));
    });
  });

  it("answers 429 rate_limited with Retry-After once a client IP has opened its claims for the minute; others are not affected", async () => {
    const ip = freshIp();
    // The documented limit: 60 claims per client IP per minute.
    for (let i = 0; i < 60; i++) await createClaim({}, ip);
    const refused = await postJson("/api/agent/claim", {}, { "CF-Connecting-IP": ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe("rate_limited");
    await createClaim({}, freshIp());
  });
});

describe("POST /api/agent/claim/token", () => {
  it("answers 404 invalid_claim for an unknown claim and for a wrong device code alike", async () => {
    const claim = await createClaim();
    const unknown = await poll({ claim_id: "clm_AAAAAAAAAAAAAAAAAAAAAA", device_code: claim.device_code });
    const malformedId = await poll({ claim_id: "nope", device_code: claim.device_code });
    const flipped = claim.device_code.slice(0, -1) + (claim.device_code.endsWith("A") ? "B" : "A");
    const wrongCode = await poll({ claim_id: claim.claim_id, device_code: flipped });
    for (const r of [unknown, malformedId, wrongCode]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: "invalid_claim" });
    }
    // A wrong code changes nothing: the right one still polls as pending.
    expect((await poll(claim)).status).toBe(428);
  });

  describe("400 invalid_request", () => {
    const post = (body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
      SELF.fetch(`${PLATFORM}/api/agent/claim/token`, { method: "POST", headers, body });

    it("for malformed JSON, a missing or wrong content type and an empty body", async () => {
      await expectInvalidRequest(await post("{"));
      await expectInvalidRequest(await post('{"claim_id":"a","device_code":"b"}', {}));
      await expectInvalidRequest(await post('{"claim_id":"a","device_code":"b"}', { "Content-Type": "text/plain" }));
      await expectInvalidRequest(await post(""));
    });
    it("for missing fields or fields of the wrong type", async () => {
      await expectInvalidRequest(await post(JSON.stringify({ claim_id: "clm_x" })));
      await expectInvalidRequest(await post(JSON.stringify({ device_code: "x" })));
      await expectInvalidRequest(await post(JSON.stringify({ claim_id: 1, device_code: 2 })));
    });
    it("for over-long fields and a body over 2 KB", async () => {
      await expectInvalidRequest(await post(JSON.stringify({ claim_id: "c".repeat(129), device_code: "x" })));
      await expectInvalidRequest(await post(JSON.stringify({ claim_id: "clm_x", device_code: "d".repeat(257) })));
      await expectInvalidRequest(await post(JSON.stringify({ claim_id: "clm_x", device_code: "x", pad: "p".repeat(2100) })));
    });
  });

  it("never lets a cache keep an answer", async () => {
    const claim = await createClaim();
    expect((await poll(claim)).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("OpenAPI", () => {
  it("documents both claim routes with their statuses", async () => {
    type Operation = { responses: object; requestBody: { content: { "application/json": { schema: { properties: object } } } } };
    const doc = (await (await SELF.fetch(`${PLATFORM}/openapi.json`)).json()) as { paths: Record<string, { post: Operation }> };
    const body = (path: string) => Object.keys(doc.paths[path]!.post.requestBody.content["application/json"].schema.properties).sort();
    expect(body("/api/agent/claim")).toEqual(["agent_name", "agent_platform"]);
    expect(body("/api/agent/claim/token")).toEqual(["claim_id", "device_code"]);
    expect(Object.keys(doc.paths["/api/agent/claim"]!.post.responses).sort()).toEqual(["201", "400", "429", "503"]);
    expect(Object.keys(doc.paths["/api/agent/claim/token"]!.post.responses).sort()).toEqual(
      ["200", "400", "404", "409", "410", "428", "503"].sort(),
    );
  });
});
