/**
 * The links the md gateway gives agents, as deployed: with the `[env.production.vars]` of its own
 * wrangler.toml and no harness, `/llms.txt` and the anonymous limit's continuation name the
 * production hosts; without the host URLs they fail closed (503, readiness names the variables),
 * never falling back to 127.0.0.1 (docs/operations.md#host-urls).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { anonymousQuota } from "@shared/http/anonymous-quota";
import { DAY_MS } from "@shared/quota";
import worker from "../../workers/md/src/index";
import mdWrangler from "../../workers/md/wrangler.toml?raw";
import { LOCAL_ADDRESS as LOCAL, productionVars } from "../support/production-vars";

const PRODUCTION_VARS = productionVars(mdWrangler);
/** The tier's bindings with the harness off and the production vars on. */
const production = { ...env, SVC_HARNESS: undefined, SVC_TRUST_CLIENT_IP_HEADER: undefined, ...PRODUCTION_VARS } as unknown as typeof env;
/** The same deployment with none of its host URLs set. */
const unconfigured = Object.fromEntries(Object.entries(production).filter(([name]) => !/^SVC_\w+_URL$/.test(name))) as unknown as typeof env;

async function call(path: string, bindings: typeof env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`https://md.example.com${path}`), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function refusal(bindings: typeof env): Promise<unknown> {
  const bucket = `production-links:${crypto.randomUUID()}`;
  await anonymousQuota(env.QUOTA, bucket, 1, DAY_MS, bindings);
  return anonymousQuota(env.QUOTA, bucket, 1, DAY_MS, bindings).then(
    () => expect.unreachable("the second request is over the limit of 1"),
    (err: unknown) => err,
  );
}

describe("md's links in its production configuration", () => {
  it("sets every host URL in [env.production.vars] to a public https address", () => {
    for (const name of ["SVC_BASE_URL", "SVC_MD_URL", "SVC_BRAND_URL", "SVC_PDF_URL", "SVC_MCP_URL", "SVC_PLATFORM_URL"]) {
      expect(PRODUCTION_VARS[name], name).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/);
    }
  });

  it("serves /llms.txt naming the production api host, never 127.0.0.1", async () => {
    const res = await call("/llms.txt", production);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`GET ${PRODUCTION_VARS.SVC_BASE_URL}/v1/markdown?url=U`);
    expect(text).not.toMatch(LOCAL);
  });

  it("sends an agent over the anonymous limit to the production platform's agent recipe", async () => {
    const err = await refusal(production);
    expect(err).toBeInstanceOf(ApiError);
    const refused = err as ApiError;
    expect(refused.code).toBe("anonymous_limit_reached");
    expect(refused.extra).toEqual({ continuation: { url: `${PRODUCTION_VARS.SVC_PLATFORM_URL}/agent-setup` } });
    expect(refused.message).toContain(`${PRODUCTION_VARS.SVC_PLATFORM_URL}/agent-setup`);
  });

  it("without its host URLs: /llms.txt is 503 degraded, readiness names every missing variable, no link to 127.0.0.1", async () => {
    const llms = await call("/llms.txt", unconfigured);
    expect(llms.status).toBe(503);
    const body = await llms.text();
    expect(JSON.parse(body)).toMatchObject({ error: { code: "degraded" } });
    expect(body).not.toMatch(LOCAL);

    const ready = await call("/fetcher/readyz", unconfigured);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      status: "not_ready",
      checks: { auth: "SVC_BASE_URL, SVC_MD_URL, SVC_BRAND_URL, SVC_PDF_URL, SVC_MCP_URL, SVC_PLATFORM_URL not configured" },
    });
    expect((await call("/fetcher/readyz", production)).status).toBe(200);
  });

  it("without its host URLs: the anonymous limit's refusal is 503 degraded, never a continuation to 127.0.0.1", async () => {
    const err = await refusal(unconfigured);
    expect(err).toBeInstanceOf(ApiError);
    const refused = err as ApiError;
    expect(refused.code).toBe("degraded");
    expect(refused.extra).toBeUndefined();
    expect(refused.message).not.toMatch(LOCAL);
  });
});
