/**
 * PDF conversions under concurrent load through `npm run dev`: many clients each start three
 * overlapping conversions of documents the origin holds back, while other clients convert plain
 * documents. The slot objects (ConversionSlots, two active conversions per client; 32 shard
 * objects, so many of these clients share one) must admit exactly two of each client's three,
 * however the calls of the clients sharing an object interleave, and refuse the third with 429; every admitted conversion then answers 200 with the document,
 * nothing answers 5xx or drops its connection, and the stack logs no locked database.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ErrorResponseSchema } from "@shared/http/envelope";
import { PdfDocumentSchema } from "@shared/pdf/pdf-document";
import { type PdfOrigin, startPdfOrigin } from "../pdf/pdf-origin";
import { stackUrl } from "../support/stack";

const PDF = stackUrl("pdf_url");
const CLIENTS = 30;
const PLAIN = 30;

let origin: PdfOrigin;
beforeAll(async () => {
  origin = await startPdfOrigin();
});
afterAll(async () => origin?.close());

/** Fresh client IPs for this run (the stack's hourly PDF quota is per IP). */
const run = Math.floor(Math.random() * 200);
const ipOf = (i: number) => `198.19.${run}.${i + 1}`;

interface Answer {
  status: number;
  body: unknown;
}

/** One conversion as client `ip`; a connection error is answer 0 with its cause. */
async function convert(url: string, ip: string): Promise<Answer> {
  try {
    const res = await fetch(PDF, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify({ url }),
    });
    return { status: res.status, body: await res.json() };
  } catch (err) {
    return { status: 0, body: String((err as Error).cause ?? err) };
  }
}

const hits = async (prefix: string) => ((await (await fetch(`${origin.url}/__hits?prefix=${encodeURIComponent(prefix)}`)).json()) as { hits: number }).hits;
const release = (id: string) => fetch(`${origin.url}/__release/${id}`, { method: "POST" });

describe("PDF conversion slots under concurrent load", () => {
  it(`admits exactly 2 of 3 overlapping conversions for each of ${CLIENTS} clients at once, and serves other clients meanwhile`, async () => {
    const clients = Array.from({ length: CLIENTS }, (_, c) => {
      const ids = [0, 1, 2].map((k) => `run${run}-c${c}-k${k}`);
      return { ids, answers: ids.map((id) => convert(`${origin.url}/held/${id}`, ipOf(c))) };
    });
    // Each client's refusal is its first answer: its two admitted conversions wait on the origin.
    const firsts = await Promise.all(clients.map((client) => Promise.race(client.answers)));
    // Meanwhile, clients with no conversion running convert plain documents.
    const plain = await Promise.all(
      Array.from({ length: PLAIN }, (_, i) => convert(`${origin.url}/doc/run${run}-plain-${i}?pages=2`, ipOf(100 + i))),
    );
    for (const client of clients) for (const id of client.ids) await release(id);
    const all = await Promise.all(clients.map((client) => Promise.all(client.answers)));

    expect(firsts.map((a) => a.status)).toEqual(firsts.map(() => 429));
    for (const first of firsts) expect(ErrorResponseSchema.parse(first.body).error.code).toBe("rate_limited");
    expect(all.map((answers) => answers.map((a) => a.status).sort())).toEqual(all.map(() => [200, 200, 429]));
    // The refused conversion never reached the origin; the admitted two each fetched once.
    for (const client of clients) {
      const counts = await Promise.all(client.ids.map((id) => hits(`/held/${id}`)));
      expect(counts.sort()).toEqual([0, 1, 1]);
    }
    expect(plain.map((a) => a.status)).toEqual(plain.map(() => 200));
    for (const answer of plain) expect(PdfDocumentSchema.parse(answer.body).metadata.pages).toBe(2);
    expect(readFileSync(inject("devLogFile"), "utf8")).not.toMatch(/SQLITE_BUSY|database is locked/i);
  });
});
