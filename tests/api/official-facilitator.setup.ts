/**
 * globalSetup of the api tier: an x402 facilitator built on the official verifier
 * (`x402Facilitator` of @x402/core with the `exact` EVM scheme of @x402/evm), on a loopback port.
 * Signatures are checked for real (viem's EIP-712 verification); only the chain is faked: the
 * asset is a contract, the payer has funds, a settlement "transaction" succeeds. It records what it
 * is asked, in order (`GET /__log`: `[{path, nonce, isValid|success, authorization}]`), so tests
 * assert verify-before-work and settle-after-success instead of assuming them.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { x402Facilitator } from "@x402/core/facilitator";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { verifyTypedData } from "viem";
import type { TestProject } from "vitest/node";

let server: Server | undefined;
const FACILITATOR_ADDRESS = "0x2222222222222222222222222222222222222222";

export async function setup(project: TestProject) {
  const log: { path: string; nonce: unknown; outcome: unknown; authorization: string | null }[] = [];
  let settled = 0;
  const signer = toFacilitatorEvmSigner({
    address: FACILITATOR_ADDRESS,
    // A fake chain: reads succeed (simulated transfers pass), the asset has code, payers do not.
    readContract: async () => undefined,
    verifyTypedData: (args) => verifyTypedData(args as Parameters<typeof verifyTypedData>[0]),
    writeContract: async () => `0x${(++settled).toString(16).padStart(64, "0")}`,
    sendTransaction: async () => `0x${(++settled).toString(16).padStart(64, "0")}`,
    waitForTransactionReceipt: async () => ({ status: "success" }),
    getCode: async ({ address }) => (address.toLowerCase() === "0x036cbd53842c5426634e7929541ec2318f3dcf7e" ? "0x6080" : "0x"),
  });
  const facilitator = new x402Facilitator().register("eip155:84532", new ExactEvmScheme(signer));
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", async () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.url === "/__log") return reply(200, log);
      if (req.url !== "/verify" && req.url !== "/settle") return reply(404, { error: "not found" });
      try {
        const body = JSON.parse(raw) as { paymentPayload: PaymentPayload; paymentRequirements: PaymentRequirements };
        const nonce = (body.paymentPayload.payload as { authorization?: { nonce?: string } }).authorization?.nonce ?? null;
        const outcome =
          req.url === "/verify"
            ? await facilitator.verify(body.paymentPayload, body.paymentRequirements)
            : await facilitator.settle(body.paymentPayload, body.paymentRequirements);
        log.push({ path: req.url, nonce, outcome, authorization: req.headers.authorization ?? null });
        reply(200, outcome);
      } catch (err) {
        log.push({ path: req.url, nonce: null, outcome: String(err), authorization: req.headers.authorization ?? null });
        reply(400, { error: String(err) });
      }
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  project.provide("officialFacilitatorUrl", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}

export async function teardown() {
  await new Promise((resolve) => server?.close(resolve));
}

declare module "vitest" {
  export interface ProvidedContext {
    officialFacilitatorUrl: string;
  }
}
