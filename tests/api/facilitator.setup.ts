/**
 * globalSetup of the api tier: a fake x402 facilitator on a loopback port. It accepts a payment
 * whose payload says `{"ok": true}` and refuses any other, and records what it was asked.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

let server: Server | undefined;

export async function setup(project: TestProject) {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}") as { paymentPayload?: { ok?: boolean }; paymentRequirements?: { amount?: string } };
      const ok = body.paymentPayload?.ok === true && body.paymentRequirements?.amount !== undefined;
      const answer =
        req.url === "/verify"
          ? ok ? { isValid: true, payer: "0xpayer" } : { isValid: false, invalidReason: "invalid_signature" }
          : req.url === "/settle"
            ? { success: ok, transaction: "0xsettled", network: "eip155:8453", payer: "0xpayer" }
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
