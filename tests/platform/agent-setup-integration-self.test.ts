/** The agent recipe at {auth_doc_url} and in /llms.txt. */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PLATFORM } from "./support";

describe("agent recipe", () => {
  it("is served at /agent-setup as Markdown with the five steps and this deployment's URLs", async () => {
    const res = await SELF.fetch(`${PLATFORM}/agent-setup`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/markdown/);
    const text = await res.text();
    for (const step of ["## 1.", "## 2.", "## 3.", "## 4.", "## 5."]) expect(text).toContain(step);
    expect(text).toContain(`POST ${PLATFORM}/api/agent/claim`);
    expect(text).toContain(`POST ${PLATFORM}/api/agent/claim/token`);
    expect(text).toContain("GET http://127.0.0.1:8787/v1/capabilities");
    for (const word of ["verification_uri_complete", "user_code", "interval", "slow_down", "already_delivered", "existing_key", "expired_token"]) {
      expect(text).toContain(word);
    }
  });

  it("is also the platform's /llms.txt", async () => {
    const res = await SELF.fetch(`${PLATFORM}/llms.txt`);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain("POST /api/agent/claim");
    expect(text).toContain("## 5. Receive the key exactly once");
  });

  it("reports ready when D1 answers and sign-in is configured", async () => {
    const res = await SELF.fetch(`${PLATFORM}/fetcher/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });
});
