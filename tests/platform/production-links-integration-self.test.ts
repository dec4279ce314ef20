/**
 * The links the platform gives agents, as deployed: with the `[env.production.vars]` of its
 * wrangler.toml and no harness, `/llms.txt` and `/agent-setup` name the production api and
 * platform hosts, never 127.0.0.1 (docs/operations.md#host-urls).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import platformWrangler from "../../workers/platform/wrangler.toml?raw";
import { LOCAL_ADDRESS, productionVars } from "../support/production-vars";
import { directFetch } from "./support";

const VARS = productionVars(platformWrangler);
const production = { ...env, SVC_HARNESS: undefined, SVC_TRUST_CLIENT_IP_HEADER: undefined, ...VARS } as unknown as Cloudflare.Env;
const get = (path: string) => directFetch(`${VARS.SVC_PLATFORM_URL}${path}`, {}, production);

describe("the platform's links in its production configuration", () => {
  it("is ready with them", async () => {
    const ready = await get("/fetcher/readyz");
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
  });

  it("serves /llms.txt naming the production api host, never 127.0.0.1", async () => {
    const res = await get("/llms.txt");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`\`GET ${VARS.SVC_BASE_URL}/v1/capabilities\``);
    expect(text).not.toMatch(LOCAL_ADDRESS);
  });

  it("serves the agent recipe with the production platform and api hosts", async () => {
    const res = await get("/agent-setup");
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`POST ${VARS.SVC_PLATFORM_URL}/api/agent/claim\n`);
    expect(text).toContain(`\`GET ${VARS.SVC_BASE_URL}/v1/capabilities\``);
    expect(text).not.toMatch(LOCAL_ADDRESS);
  });
});
