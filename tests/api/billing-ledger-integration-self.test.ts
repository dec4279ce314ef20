/**
 * Top-up intents and the ledger at the front door (docs/payments.md): an intent reads back only in
 * its own workspace, the ledger pages newest first with signed cursors, and after a mixed run of
 * grants, charges, refunds and top-ups the ledger adds up to the balance to the micro-USD.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { creditTopup, type LedgerEntry } from "@shared/billing";
import { bearer, seedKey } from "./seed";

const API = "http://api.test";
const get = (path: string, key: string) => SELF.fetch(`${API}${path}`, { headers: bearer(key) });
const postIntent = (key: string, amount_micro: unknown) =>
  SELF.fetch(`${API}/v1/billing/topup/intents`, { method: "POST", headers: { ...bearer(key), "Content-Type": "application/json" }, body: JSON.stringify({ amount_micro }) });

async function balanceTotal(key: string): Promise<number> {
  const { data } = (await (await get("/v1/billing/balance", key)).json()) as { data: { balance_micro: number; free_credits_remaining: number } };
  return data.balance_micro + Math.round(data.free_credits_remaining * 1_000);
}

async function wholeLedger(key: string, limit: number): Promise<{ rows: LedgerEntry[]; pages: number }> {
  const rows: LedgerEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await get(`/v1/billing/ledger?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, key);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: LedgerEntry[]; meta: { next_cursor: string | null } };
    expect(body.data.length).toBeLessThanOrEqual(limit);
    rows.push(...body.data);
    cursor = body.meta.next_cursor;
    pages++;
  } while (cursor);
  return { rows, pages };
}

const signed = (row: LedgerEntry) => (row.kind === "charge" ? -row.amount_micro : row.amount_micro);

describe("billing routes: the front door's order of checks", () => {
  it("answers another method 405 and an unknown path 404 before asking for a key; a known route without a key 401", async () => {
    const post = await SELF.fetch(`${API}/v1/billing/balance`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(((await post.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
    const unknown = await SELF.fetch(`${API}/v1/billing/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe("not_found");
    for (const [method, path] of [["GET", "/v1/billing/balance"], ["GET", "/v1/billing/ledger"], ["POST", "/v1/billing/topup/intents"], ["GET", "/v1/billing/topup/intents/tpi_x"]]) {
      const res = await SELF.fetch(`${API}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("top-up intents", () => {
  it("reads an intent back in its workspace, and answers 404 to another workspace", async () => {
    const owner = await seedKey();
    const other = await seedKey();
    const created = await postIntent(owner.key, 2_500_000);
    expect(created.status).toBe(201);
    const { data: intent } = (await created.json()) as { data: { id: string; checkout_url: string; status: string; amount_micro: number; expires_at: string } };
    expect(intent.checkout_url).toBe(`http://127.0.0.1:8792/billing/checkout/${intent.id}`);

    const mine = await get(`/v1/billing/topup/intents/${intent.id}`, owner.key);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { data: unknown }).data).toEqual(intent);

    const theirs = await get(`/v1/billing/topup/intents/${intent.id}`, other.key);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { code: string } }).error.code).toBe("not_found");
    expect((await get("/v1/billing/topup/intents/tpi_nope", owner.key)).status).toBe(404);
  });

  it("reads an unpaid intent past its expiry as expired", async () => {
    const owner = await seedKey();
    const { data } = (await (await postIntent(owner.key, 1_000_000)).json()) as { data: { id: string } };
    await env.DB.prepare("UPDATE topup_intents SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?1").bind(data.id).run();
    const res = await get(`/v1/billing/topup/intents/${data.id}`, owner.key);
    expect(((await res.json()) as { data: { status: string } }).data.status).toBe("expired");
  });

  it("refuses an amount that is not whole cents, naming the field", async () => {
    const owner = await seedKey();
    const res = await postIntent(owner.key, 1_000_001);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain("amount_micro");
  });
});

describe("the ledger", () => {
  it("pages newest first with a cursor, and refuses an edited cursor", async () => {
    const seeded = await seedKey({ creditsMicro: 50_000 });
    for (let i = 0; i < 5; i++) expect((await get(`/v1/news/item/${i + 1}`, seeded.key)).status).toBe(200);
    const { rows, pages } = await wholeLedger(seeded.key, 2);
    expect(pages).toBe(3);
    expect(rows.map((r) => r.kind)).toEqual(["charge", "charge", "charge", "charge", "charge", "grant"]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(6);
    expect(rows[0]!.route).toBe("/v1/news/item/{id}");
    expect(rows[0]!.request_id).toBeTruthy();
    const first = (await (await get("/v1/billing/ledger?limit=2", seeded.key)).json()) as { meta: { next_cursor: string } };
    const edited = `${first.meta.next_cursor.slice(0, -2)}xx`;
    const res = await get(`/v1/billing/ledger?limit=2&cursor=${edited}`, seeded.key);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_cursor");
    const foreign = await seedKey();
    expect((await get(`/v1/billing/ledger?cursor=${first.meta.next_cursor}`, foreign.key)).status).toBe(400);
    const empty = await get("/v1/billing/ledger?cursor=", seeded.key);
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe("invalid_cursor");
  });

  it("says meta.has_more on every page: true exactly while next_cursor names a next page, false on the last", async () => {
    const seeded = await seedKey({ creditsMicro: 50_000 });
    for (let i = 0; i < 3; i++) expect((await get(`/v1/news/item/${i + 1}`, seeded.key)).status).toBe(200);
    const pages: { rows: number; has_more: unknown; next: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/v1/billing/ledger?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, seeded.key);
      const { data, meta } = (await res.json()) as { data: unknown[]; meta: { next_cursor: string | null; has_more: unknown } };
      pages.push({ rows: data.length, has_more: meta.has_more, next: meta.next_cursor !== null });
      cursor = meta.next_cursor;
    } while (cursor && pages.length < 5);
    // Four rows (a grant and three charges) in pages of two.
    expect(pages).toEqual([
      { rows: 2, has_more: true, next: true },
      { rows: 2, has_more: false, next: false },
    ]);
    const single = (await (await get("/v1/billing/ledger?limit=100", seeded.key)).json()) as { meta: Record<string, unknown> };
    expect(single.meta).toMatchObject({ next_cursor: null, has_more: false });
  });

  it("documents meta.has_more as a required boolean of the ledger page in /openapi.json", async () => {
    type Schema = { $ref?: string; type?: string; required?: string[]; properties?: Record<string, Schema>; allOf?: Schema[] };
    const doc = (await (await SELF.fetch(`${API}/openapi.json`)).json()) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: Schema }> }> } }>;
      components: { schemas: Record<string, Schema> };
    };
    const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components.schemas[s.$ref.split("/").pop()!]!) : s);
    // An extended schema is an `allOf` of its base and the extension: what an object must carry is their union.
    const flatten = (s: Schema): Schema => {
      const parts = [resolve(s), ...(resolve(s).allOf ?? []).map(flatten)];
      return { required: parts.flatMap((p) => p.required ?? []), properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) };
    };
    const page = resolve(doc.paths["/v1/billing/ledger"]!.get.responses["200"]!.content["application/json"]!.schema);
    const meta = flatten(page.properties!.meta!);
    expect(meta.required).toEqual(expect.arrayContaining(["request_id", "next_cursor", "has_more"]));
    expect(meta.properties!.has_more).toEqual({ type: "boolean" });
  });

  it("balances exactly after a mixed run: grants − charges + refunds + top-ups = balance", async () => {
    const seeded = await seedKey({ creditsMicro: 3_000 });
    // Free credits, then charges that cross into paid credits once a top-up arrives, refunds of failures.
    for (let i = 0; i < 2; i++) await get(`/v1/news/item/${i + 1}`, seeded.key);
    await get("/v1/news/item/1?fail=1", seeded.key);
    await creditTopup(env.CREDITS, seeded, "tpi_00000000000000000000000000000001", 1_000_000);
    // The same intent again changes nothing.
    await creditTopup(env.CREDITS, seeded, "tpi_00000000000000000000000000000001", 1_000_000);
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => get(`/v1/news/item/${i + 1}${i % 3 === 0 ? "?fail=1" : ""}`, seeded.key)));
    expect(results.filter((r) => r.status === 200).length).toBe(8);

    const { rows } = await wholeLedger(seeded.key, 7);
    const sum = (kind: LedgerEntry["kind"]) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount_micro, 0);
    expect(sum("grant")).toBe(3_000);
    expect(sum("topup")).toBe(1_000_000);
    expect(rows.filter((r) => r.kind === "topup")).toHaveLength(1);
    expect(sum("refund")).toBe(5_000);
    expect(sum("charge")).toBe(15_000);
    const balance = await balanceTotal(seeded.key);
    expect(sum("grant") - sum("charge") + sum("refund") + sum("topup")).toBe(balance);
    expect(rows.reduce((s, r) => s + signed(r), 0)).toBe(1_000_000 + 3_000 - 10_000);
    // Free and paid parts balance too.
    const freeLeft = rows.reduce((s, r) => s + (r.kind === "charge" ? -r.free_micro : r.free_micro), 0);
    const { data } = (await (await get("/v1/billing/balance", seeded.key)).json()) as { data: { free_credits_remaining: number } };
    expect(freeLeft).toBe(Math.round(data.free_credits_remaining * 1_000));
  });
});
