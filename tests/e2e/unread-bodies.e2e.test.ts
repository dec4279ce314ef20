/**
 * The api host answers requests whose body it never reads (a 401 before auth, a 405 on a GET
 * route) without resetting the connection. Miniflare's entry socket, which served 8787 before,
 * lost about half of such answers to node:http clients ("socket hang up"); every public host is now
 * a direct socket to its worker (docs/operations.md). node:http with `Connection: close`, one
 * connection per request, is what a plain HTTP client (and the contract tier) does.
 */
import { describe, expect, it } from "vitest";
import { rawRequest } from "../support/raw-http";
import { stackUrl } from "../support/stack";

const API = stackUrl("base_url");
const REQUESTS = 120;
const IN_FLIGHT = 8;

/** Unread bodies of several sizes: a small JSON object up to 64 KiB, more than one socket buffer. */
const bodies = [JSON.stringify({ url: "https://example.com/" }), "x".repeat(16 * 1024), "y".repeat(64 * 1024)];
/** An unauthenticated keyed POST (401) and a POST to a GET-only route (405): neither reads the body. */
const targets = [
  { path: "/v1/monitors", status: 401 },
  { path: "/fetcher/healthz", status: 405 },
];

describe("the api host with request bodies it does not read", () => {
  it(`answers all ${REQUESTS} node:http requests, none reset`, { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        const i = next++;
        const target = targets[i % targets.length]!;
        const body = bodies[i % bodies.length]!;
        try {
          const res = await rawRequest(API, "POST", target.path, { headers: { "Content-Type": "application/json" }, body });
          outcomes.push(res.status === target.status && res.json?.error?.code ? "answered" : `${target.path}: ${res.status}`);
        } catch (err) {
          outcomes.push(`${target.path}: ${(err as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    expect(outcomes.filter((o) => o !== "answered")).toEqual([]);
    expect(outcomes).toHaveLength(REQUESTS);
  });
});
