/**
 * Source exclusions on the md host (docs/contract.md#source-exclusions), generated from
 * `PAGE_READERS`: every page reader of this host answers an excluded host, a subdomain of it and a
 * path under an excluded prefix with 451 `source_excluded` without contacting the origin, serves a
 * sibling path, stops a redirect into an excluded source, and sees a change of the KV list without
 * a restart (the tier's cache time is 0: SVC_SOURCE_EXCLUSIONS_TTL_S).
 */
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pageReadersOf } from "@shared/contract/page-readers";
import { SOURCE_EXCLUSIONS_KEY } from "@shared/net";
import { expectExcluded, readerCoverage } from "../support/page-readers";
import worker from "../../workers/md/src/index";
import { MdInternal } from "../../workers/md/src/internal";
import { freshIp, MD, md, site } from "./helpers";

/** `localhost` reaches the fake site like 127.0.0.1 does; `/docs` is excluded on 127.0.0.1 only. */
const LIST = "localhost, 127.0.0.1/docs";

/** How each page reader of this host is asked for `url`; the keys must be exactly the host's readers. */
const READERS: Record<string, (url: string) => Promise<Response>> = {
  "GET /md/{target}": (url) => md(url),
};

/** The internal entrypoint behind the keyed /v1/markdown checks too (the api checks first). */
const internal = (url: string) =>
  new MdInternal(createExecutionContext(), env as never).fetch(new Request(`https://md.internal/__internal/markdown?url=${encodeURIComponent(url)}`));

const setList = (text: string) => env.SOURCE_EXCLUSIONS.put(SOURCE_EXCLUSIONS_KEY, text);

beforeEach(() => setList(LIST));
afterEach(() => vi.restoreAllMocks());
afterAll(() => env.SOURCE_EXCLUSIONS.delete(SOURCE_EXCLUSIONS_KEY));

describe("page readers of the md host", () => {
  it("are exactly the operations of its /openapi.json that take a source", async () => {
    const doc = await (await SELF.fetch(`${MD}/openapi.json`)).json();
    expect(readerCoverage(doc as never, pageReadersOf("md"))).toEqual({ unlisted: [], unknown: [] });
    expect(Object.keys(READERS).sort()).toEqual(pageReadersOf("md"));
  });

  for (const [reader, read] of Object.entries({ ...READERS, "internal GET /__internal/markdown": internal })) {
    describe(reader, () => {
      it("answers 451 for an excluded host, a subdomain of it and a path under an excluded prefix without contacting the origin, and serves a sibling path", async () => {
        const s = site();
        const port = new URL(s.base).port;
        const outbound = vi.spyOn(globalThis, "fetch");
        const host = s.unique("/article");
        const sub = s.unique("/article");
        const prefixed = s.unique("/docs/guide");
        const error = await expectExcluded(await read(`http://localhost:${port}${host.key}`), "host");
        expect(error.message).toContain(`localhost:${port}${host.key}`);
        expect(error.detail).toMatch(/exclude localhost and its subdomains/);
        await expectExcluded(await read(`http://www.localhost:${port}${sub.key}`), "subdomain");
        const prefixError = await expectExcluded(await read(`http://127.0.0.1:${port}${prefixed.key}`), "prefix");
        expect(prefixError.detail).toMatch(/pages under 127\.0\.0\.1\/docs/);
        // Nothing left the worker for any of them (the fake site's own control calls aside).
        const sent = () => outbound.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input)).filter((u) => !u.includes("/__control/"));
        expect(sent()).toEqual([]);
        expect([await s.hitsOf(host.key), await s.hitsOf(sub.key), await s.hitsOf(prefixed.key)]).toEqual([0, 0, 0]);
        // A sibling that only shares the prefix's letters is read (and the spy does see what is fetched).
        const sibling = s.unique("/docsx");
        expect((await read(sibling.url)).status).toBe(200);
        expect([await s.hitsOf(sibling.key), sent().includes(sibling.url)]).toEqual([1, true]);
      });

      it("stops a redirect into an excluded source: the redirect is read, its target never", async () => {
        const s = site();
        const port = new URL(s.base).port;
        const target = s.unique("/docs/guide");
        const hop = `/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port}${target.key}`)}`;
        const error = await expectExcluded(await read(`${s.base}${hop}`), "redirect");
        expect(error.message).toMatch(/redirected to/);
        expect([await s.hitsOf(hop), await s.hitsOf(target.key)]).toEqual([1, 0]);
      });
    });
  }
});

describe("the list in KV", () => {
  it("takes effect without a restart: a page served before is refused once excluded, and served again once the entry is gone", async () => {
    const s = site();
    const page = s.unique("/notes.txt");
    await setList("");
    expect((await md(page.url)).status).toBe(200);
    await setList(`${LIST}, 127.0.0.1/notes.txt`);
    await expectExcluded(await md(page.url), "after the change");
    expect(await s.hitsOf(page.key)).toBe(1);
    await setList(LIST);
    expect((await md(page.url, { headers: { "Cache-Control": "no-cache" } })).status).toBe(200);
  });

  it("does not serve a cached copy of a page whose redirect target was excluded after it was cached", async () => {
    const s = site();
    const port = new URL(s.base).port;
    const target = s.unique("/docs/guide");
    const hop = `/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port}${target.key}`)}`;
    await setList("");
    expect((await md(`${s.base}${hop}`)).status).toBe(200);
    await setList(LIST);
    await expectExcluded(await md(`${s.base}${hop}`), "cached");
    expect([await s.hitsOf(hop), await s.hitsOf(target.key)]).toEqual([1, 1]);
  });

  it("fails closed: an unreadable or invalid list is 503 degraded, and nothing is fetched", async () => {
    const s = site();
    const page = s.unique("/article");
    const stores = [
      { get: async () => Promise.reject(new Error("KV GET failed: 503")) },
      { get: async () => "localhost, https://not-an-entry.example" },
    ];
    for (const store of stores) {
      const res = await worker.fetch(new Request(`${MD}/md/${page.url}`, { headers: { "CF-Connecting-IP": freshIp() } }), { ...env, SOURCE_EXCLUSIONS: store } as never, createExecutionContext());
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("degraded");
    }
    expect(await s.hitsOf(page.key)).toBe(0);
  });
});
