import { describe, expect, it } from "vitest";
import { HOST_URLS } from "@shared/config";
import { createWorkerApp, type BaseVariables } from "@shared/http/worker-app";
import type { ReadinessCheck } from "@shared/http/health";
import { databaseReady } from "../../workers/api/src/readiness";
import { mcpReady } from "../../workers/mcp/src/readiness";

type Bindings = Record<string, unknown>;

/** Every host URL set, as a deployment has them (without, `auth` names them: host-urls.test.ts). */
const LINKS = Object.fromEntries(HOST_URLS.map((h) => [h.urlVar, `https://${h.placeholder.replace("_url", "")}.example.com`]));

function appWith(readiness: ReadinessCheck<{ Bindings: Bindings }>[], env: Bindings) {
  const app = createWorkerApp<{ Bindings: Bindings; Variables: BaseVariables }>({ service: "t", title: "t", description: "t", llms: "t", readiness });
  return () => app.request("/fetcher/readyz", {}, { ...LINKS, ...env });
}

/** A D1 stand-in that records each query and answers or fails per query text. */
function fakeDb(answer: (sql: string) => unknown) {
  const queries: string[] = [];
  const db = {
    prepare: (sql: string) => ({
      first: async (column: string) => {
        queries.push(sql);
        const row = answer(sql);
        if (row instanceof Error) throw row;
        return (row as Record<string, unknown>)[column];
      },
    }),
  };
  return { db, queries };
}

describe("readiness probes share a call between checks, once per probe", () => {
  it("runs a call that two checks ask for once per /fetcher/readyz, and again on the next probe", async () => {
    let calls = 0;
    const shared = () => new Promise<string>((resolve) => setTimeout(() => resolve(`answer ${++calls}`), 5));
    const probe = appWith(
      [
        { name: "database", check: async (_env, once) => ((await once("store", shared)) === `answer ${calls}` ? "ok" : "no") },
        { name: "auth", check: async (_env, once) => ((await once("store", shared)) === `answer ${calls}` ? "ok" : "no") },
      ],
      {},
    );
    const first = await probe();
    expect(await first.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
    expect(calls).toBe(1);
    await probe();
    expect(calls).toBe(2);
  });

  it("api: one D1 query answers both checks when the keys table reads", async () => {
    const { db, queries } = fakeDb(() => ({ n: 3, ok: 1 }));
    const res = await appWith(databaseReady as never, { DB: db })();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", checks: { database: "ok", auth: "ok" } });
    expect(queries).toEqual(["SELECT count(*) AS n FROM api_keys LIMIT 1"]);
  });

  it("api: a keys table that cannot be read fails auth only, when the database itself answers", async () => {
    const { db, queries } = fakeDb((sql) => (sql.includes("api_keys") ? new Error("no such table: api_keys") : { ok: 1 }));
    const res = await appWith(databaseReady as never, { DB: db })();
    expect(res.status).toBe(503);
    const body = (await res.json()) as { checks: Record<string, string> };
    expect(body.checks.database).toBe("ok");
    expect(body.checks.auth).not.toBe("ok");
    expect(queries).toContain("SELECT 1 AS ok");
  });

  it("api: a database that does not answer fails both checks", async () => {
    const { db } = fakeDb(() => new Error("D1_ERROR: database unavailable"));
    const res = await appWith(databaseReady as never, { DB: db })();
    expect(res.status).toBe(503);
    const body = (await res.json()) as { checks: Record<string, string> };
    expect(body.checks.database).not.toBe("ok");
    expect(body.checks.auth).not.toBe("ok");
  });

  it("mcp: one request to the api gate answers both checks", async () => {
    const asked: string[] = [];
    const gate = {
      fetch: async (url: string) => {
        asked.push(url);
        return Response.json({ status: "not_ready", checks: { database: "ok", auth: "session secret missing" } });
      },
    };
    const res = await appWith(mcpReady as never, { API_GATE: gate })();
    expect(await res.json()).toEqual({ status: "not_ready", checks: { database: "ok", auth: "session secret missing" } });
    expect(asked).toHaveLength(1);
  });

  it("mcp: an unreachable gate fails both checks with the reason", async () => {
    const gate = { fetch: async () => Promise.reject(new TypeError("Network connection lost.")) };
    const res = await appWith(mcpReady as never, { API_GATE: gate })();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "not_ready", checks: { database: "api gate unreachable: TypeError", auth: "api gate unreachable: TypeError" } });
  });
});
