/** The render worker's `RenderService.render` as page readers call it over the RENDER binding. */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { RenderRequest } from "@shared/contract/render";
import { RENDER_SLOTS_PER_ACCOUNT } from "@shared/render/limits";
import { takeRenderSlot } from "@shared/render/render-slots";
import { RenderService } from "../../workers/render/src/render-service";
import { site } from "./helpers";

/** The harness (loopback pages allowed), so the service's own resolver and fetch reach the page server. */
const service = (overrides: Record<string, string> = {}) => new RenderService(createExecutionContext(), { ...env, SVC_HARNESS: "1", ...overrides });
const request = (path: string, account: string, waitForSlot = false): RenderRequest => ({ url: `http://127.0.0.1:${site.pagePort}${path}`, account, waitForSlot });

describe("RenderService", () => {
  it("renders a script-built page", async () => {
    const outcome = await service().render(request("/app", "acct-ok"));
    expect(outcome.ok).toBe(true);
    if (outcome.ok) expect(outcome.html).toContain("Rendered by script");
  });

  it("reuses kept-alive browser sessions: 20 renders, at most one launch", async () => {
    let launches = 0;
    for (let i = 0; i < 20; i++) {
      const outcome = await service().render(request("/app", "acct-reuse"));
      expect(outcome.ok).toBe(true);
      if (outcome.ok && outcome.launched) launches += 1;
    }
    expect(launches).toBeLessThanOrEqual(1);
  });

  it("answers busy at once in auto, and after a bounded wait in always, when every slot of the account is taken", async () => {
    const account = "acct-busy";
    const held = await Promise.all(Array.from({ length: RENDER_SLOTS_PER_ACCOUNT }, () => takeRenderSlot(env.RENDER_SLOTS, `${account}`, false)));
    expect(held.every((slot) => slot.granted)).toBe(true);
    const auto = await service().render(request("/app", account, false));
    expect(auto).toMatchObject({ ok: false, reason: "busy" });
    const always = await service().render(request("/app", account, true));
    expect(always).toMatchObject({ ok: false, reason: "busy" });
    if (!always.ok && always.reason === "busy") expect(always.retryAfterS).toBeGreaterThanOrEqual(1);
    for (const slot of held) if (slot.granted) await slot.release();
    expect((await service().render(request("/app", account, false))).ok).toBe(true);
  });

  it("answers browser_unavailable without a browser (SVC_BROWSER=off)", async () => {
    expect(await service({ SVC_BROWSER: "off" }).render(request("/app", "acct-off"))).toMatchObject({ ok: false, reason: "browser_unavailable" });
  });

  it("refuses a target outside the target rules before anything starts", async () => {
    const production = new RenderService(createExecutionContext(), { ...env, SVC_HARNESS: undefined });
    await expect(production.render(request("/app", "acct-x"))).rejects.toThrow(/not public|port/);
  });
});
