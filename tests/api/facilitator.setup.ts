/**
 * globalSetup of the api tier: a fake x402 facilitator on a loopback port. It accepts a v2 payment
 * whose inner `payload` says `{"ok": true}` and refuses any other, and records what it was asked
 * (`GET /__log`: `[{path, nonce}]`). `{"settle": false}` makes settlement fail; `{"redirect": true}`
 * makes `/verify` answer 307 to `/verify-redirected`, which would accept.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

let server: Server | undefined;

export async function setup(project: TestProject) {
  const log: { path: string; nonce: unknown }[] = [];
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      if (req.url === "/__log") {
        res.writeHead(200, { "content-type": "application/json" });
        return res.end(JSON.stringify(log));
      }
      type Payload = { ok?: boolean; nonce?: unknown; settle?: boolean; redirect?: boolean };
      const body = JSON.parse(raw || "{}") as { paymentPayload?: { payload?: Payload }; paymentRequirements?: { amount?: string } };
      const payload = body.paymentPayload?.payload;
      log.push({ path: req.url ?? "", nonce: payload?.nonce });
      if (req.url === "/verify" && payload?.redirect === true) {
        res.writeHead(307, { location: "/verify-redirected" });
        return res.end();
      }
      const ok = payload?.ok === true && body.paymentRequirements?.amount !== undefined;
      const answer =
        req.url === "/verify" || req.url === "/verify-redirected"
          ? ok ? { isValid: true, payer: "0xpayer" } : { isValid: false, invalidReason: "invalid_signature" }
          : req.url === "/settle"
            ? ok && payload?.settle !== false
              ? { success: true, transaction: "0xsettled", network: "eip155:8453", payer: "0xpayer" }
              : { success: false, errorReason: "insufficient_funds", transaction: "", network: "eip155:8453" }
            : null;
      res.writeHead(answer ? 200 : 404, { "content-type": "application/json" });
      res.end(JSON.stringify(answer ?? { error: "not found" }));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  project.provide("facilitatorUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

export async function teardown() {
  await new Promise((resolve) => server?.close(resolve));
}

declare module "vitest" {
  export interface ProvidedContext {
    facilitatorUrl: string;
  }
}
