import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { admitAnonymous, type AdmissionVariables, quotaHeadersOnEveryAnswer, unitBackOnInvalidTarget } from "@shared/gateway/anonymous-admission";
import { AnonymousQuotaErrorSchema } from "@shared/http/envelope";
import { withOnError } from "@shared/http/errors-handler";
import { createRouter } from "@shared/http/router";
import { SafeFetchError, type SafeFetchFailure } from "@shared/net/safe-fetch-error";
import worker from "../../workers/md/src/index";
import { freshIp, MD, md, nextUtcMidnightS, site } from "./helpers";

const quotaOf = (res: Response) => ({
  limit: res.headers.get("x-ratelimit-limit"),
  remaining: res.headers.get("x-ratelimit-remaining"),
  reset: res.headers.get("x-ratelimit-reset"),
});

/** Uses up `ip`'s daily quota on one cached page. */
async function exhaust(ip: string, target: string): Promise<void> {
  for (let i = 0; i < 20; i++) expect((await md(target, { ip })).status).toBe(200);
}

describe("anonymous quota of the md gateway (20 per client IP per UTC day)", () => {
  it("puts integer quota headers with reset at the next UTC midnight on a success", async () => {
    const before = nextUtcMidnightS();
    const res = await md(site().unique("/article").url);
    expect(res.status).toBe(200);
    const q = quotaOf(res);
    expect(q.limit).toBe("20");
    expect(q.remaining).toBe("19");
    expect([before, nextUtcMidnightS()]).toContain(Number(q.reset));
  });

  it("puts quota headers on every answer after admission: 404, 502, 400 for content, cache hit", async () => {
    const ip = freshIp();
    const s = site();
    const cached = s.unique("/article").url;
    const answers = [
      await md(s.unique("/gone").url, { ip }),
      await md(s.unique("/broken").url, { ip }),
      await md(s.unique("/logo.png").url, { ip }),
      await md(cached, { ip }),
      await md(cached, { ip }),
    ];
    expect(answers.map((r) => r.status)).toEqual([404, 502, 400, 200, 200]);
    expect(answers.map((r) => quotaOf(r).remaining)).toEqual(["19", "18", "17", "16", "15"]);
    expect(answers.every((r) => quotaOf(r).limit === "20" && /^\d+$/.test(quotaOf(r).reset ?? ""))).toBe(true);
  });

  it("counts neither invalid targets nor unsafe ones", async () => {
    const ip = freshIp();
    expect((await md("ftp%3A%2F%2Fexample.com%2F", { ip })).status).toBe(400);
    expect((await md("http://169.254.169.254/latest/meta-data/", { ip })).status).toBe(400);
    const res = await md(site().unique("/article").url, { ip });
    expect(quotaOf(res).remaining).toBe("19");
  });

  it("answers the 21st request with the spec's anonymous quota error, Retry-After and continuation", async () => {
    const ip = freshIp();
    const target = site().unique("/article").url;
    await exhaust(ip, target);
    const res = await md(target, { ip });
    expect(res.status).toBe(429);
    const body = AnonymousQuotaErrorSchema.parse(await res.json());
    expect(body.error.continuation.url).toBe("http://127.0.0.1:8792/agent-setup");
    expect(body.error.message).toMatch(/500 free credits/);
    expect(quotaOf(res)).toMatchObject({ limit: "20", remaining: "0" });
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 86_400).toBe(true);
  });

  it("keeps one bucket per client IP", async () => {
    const target = site().unique("/article").url;
    const ip = freshIp();
    await exhaust(ip, target);
    expect((await md(target, { ip })).status).toBe(429);
    expect((await md(target, { ip: freshIp() })).status).toBe(200);
  });

  it("admits exactly 20 of 60 simultaneous requests from one fresh IP", async () => {
    const ip = freshIp();
    const target = site().unique("/article").url;
    const answers = await Promise.all(Array.from({ length: 60 }, () => md(target, { ip })));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
  });

  it("answers 503 degraded and fetches nothing when the quota store fails", async () => {
    const s = site();
    const { url, key } = s.unique("/article");
    const brokenQuota = {
      idFromName: () => {
        throw new Error("quota store down");
      },
    };
    const res = await worker.fetch(new Request(`${MD}/md/${url}`), { ...env, QUOTA: brokenQuota as never }, createExecutionContext());
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("degraded");
    expect(await s.hitsOf(key)).toBe(0);
  });

  it("points continuation at SVC_AUTH_DOC_URL when it is set", async () => {
    const ip = freshIp();
    const target = site().unique("/article").url;
    await exhaust(ip, target);
    const res = await worker.fetch(
      new Request(`${MD}/md/${target}`, { headers: { "CF-Connecting-IP": ip } }),
      { ...env, SVC_AUTH_DOC_URL: "https://docs.example.com/agent-setup" },
      createExecutionContext(),
    );
    expect(res.status).toBe(429);
    expect(AnonymousQuotaErrorSchema.parse(await res.json()).error.continuation.url).toBe("https://docs.example.com/agent-setup");
  });

  it("does not take quota for health, docs or llms.txt", async () => {
    for (const path of ["/fetcher/healthz", "/llms.txt", "/openapi.json"]) {
      const res = await SELF.fetch(`${MD}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("x-ratelimit-limit"), path).toBeNull();
      await res.arrayBuffer();
    }
  });
});

describe("a target found invalid only when its name is resolved", () => {
  // No DNS here: the work stands in for a fetch whose first hop resolved to a private address, or
  // to nothing, or that was redirected to one (SafeFetchError kinds).
  const gateway = (failure: SafeFetchFailure) => {
    const app = createRouter<{ Bindings: typeof env; Variables: AdmissionVariables }>();
    app.onError(withOnError());
    app.use("/t", quotaHeadersOnEveryAnswer());
    app.get("/t", async (c) => {
      await admitAnonymous(c, "resolve-test");
      return unitBackOnInvalidTarget(c, "resolve-test", async () => {
        throw new SafeFetchError(failure, "The target is not allowed.");
      });
    });
    return (ip: string) => app.fetch(new Request("http://gw.test/t", { headers: { "CF-Connecting-IP": ip } }), env);
  };

  it.each(["unsafe_target", "unresolvable"] as const)("gives the unit back on %s (only valid requests count) and says so in its headers", async (kind) => {
    const ask = gateway(kind);
    const ip = freshIp();
    for (let i = 0; i < 3; i++) {
      const res = await ask(ip);
      expect(res.status).toBe(400);
      expect(res.headers.get("x-ratelimit-remaining")).toBe("20");
    }
  });

  it("keeps the unit when the upstream misbehaves (an unsafe redirect)", async () => {
    const ask = gateway("unsafe_redirect");
    const ip = freshIp();
    expect((await ask(ip)).headers.get("x-ratelimit-remaining")).toBe("19");
    expect((await ask(ip)).headers.get("x-ratelimit-remaining")).toBe("18");
  });
});
