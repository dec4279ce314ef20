/**
 * The harness fault switch of the soak-and-fault bench: a store marked down makes the requests that
 * need it fail closed (503 degraded, never a 500 or a free pass), clearing it restores service, and
 * outside the harness the switch does not exist.
 */
import { createExecutionContext, env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import worker from "../../workers/api/src/index";
import { bearer, seedKey } from "./seed";

const setFaults = (down: string[]) => SELF.fetch("http://api.test/__harness/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ down }) });
const list = (key: string) => SELF.fetch("http://api.test/v1/monitors", { headers: bearer(key) });

afterEach(async () => {
  await setFaults([]);
});

describe("harness faults", () => {
  it("with the limiter down, a keyed request is 503 degraded naming the rate limiter; cleared, it is served", async () => {
    const k = await seedKey();
    expect((await list(k.key)).status).toBe(200);
    expect(await (await setFaults(["quota"])).json()).toEqual({ down: ["quota"] });
    const res = await list(k.key);
    expect(res.status).toBe(503);
    const error = ((await res.json()) as { error: { code: string; message: string } }).error;
    expect(error).toMatchObject({ code: "degraded" });
    expect(error.message).toContain("rate limiter");
    await setFaults([]);
    expect((await list(k.key)).status).toBe(200);
  });

  it("with D1 down, a key the worker has not seen is 503 degraded (auth store), never 401 or 200", async () => {
    const k = await seedKey();
    await setFaults(["db"]);
    const res = await list(k.key);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("auth store");
    await setFaults([]);
    expect((await list(k.key)).status).toBe(200);
  });

  it("refuses a body that names no known store with 400", async () => {
    const res = await setFaults(["kv"]);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_request");
  });

  it("does not exist outside the harness: 404, and nothing is marked down", async () => {
    const k = await seedKey();
    const outside = { ...env, SVC_HARNESS: undefined } as never;
    const req = new Request("http://api.test/__harness/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ down: ["quota"] }) });
    expect((await worker.fetch(req, outside, createExecutionContext())).status).toBe(404);
    expect((await list(k.key)).status).toBe(200);
  });
});
