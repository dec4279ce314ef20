/**
 * An x402 facilitator built on the official verifier (`x402Facilitator` of @x402/core with the
 * `exact` EVM scheme of @x402/evm), on a loopback port. Used by the api tier (globalSetup
 * tests/api/official-facilitator.setup.ts) and the e2e tier (tests/e2e/x402-dev-stack.e2e.test.ts).
 * Signatures are checked for real (viem's EIP-712 verification); only the chain is faked: the
 * asset is a contract, the payer has funds, a settlement "transaction" succeeds. It records what it
 * is asked, in order (`GET /__log`: `[{path, nonce, outcome, authorization}]`), so tests assert
 * verify-before-work and settle-after-success instead of assuming them. Node only.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { x402Facilitator } from "@x402/core/facilitator";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { toFacilitatorEvmSigner } from "@x402/evm";
import { ExactEvmScheme } from "@x402/evm/exact/facilitator";
import { verifyTypedData } from "viem";
import type { FacilitatorLogEntry } from "./x402-facilitator-log";

const FACILITATOR_ADDRESS = "0x2222222222222222222222222222222222222222";
/** Base Sepolia, the service's default network, and its USDC (the only contract on the fake chain). */
export const FACILITATOR_NETWORK = "eip155:84532";
const USDC_BASE_SEPOLIA = "0x036cbd53842c5426634e7929541ec2318f3dcf7e";


export interface OfficialFacilitator {
  url: string;
  close(): Promise<void>;
}

export async function startOfficialFacilitator(): Promise<OfficialFacilitator> {
  const log: FacilitatorLogEntry[] = [];
  let settled = 0;
  const signer = toFacilitatorEvmSigner({
    address: FACILITATOR_ADDRESS,
    // A fake chain: reads succeed (simulated transfers pass), the asset has code, payers do not.
    readContract: async () => undefined,
    verifyTypedData: (args) => verifyTypedData(args as Parameters<typeof verifyTypedData>[0]),
    writeContract: async () => `0x${(++settled).toString(16).padStart(64, "0")}`,
    sendTransaction: async () => `0x${(++settled).toString(16).padStart(64, "0")}`,
    waitForTransactionReceipt: async () => ({ status: "success" }),
    getCode: async ({ address }) => (address.toLowerCase() === USDC_BASE_SEPOLIA ? "0x6080" : "0x"),
  });
  const facilitator = new x402Facilitator().register(FACILITATOR_NETWORK, new ExactEvmScheme(signer));
  const server = createServer((req, res) => {
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
        log.push({ path: req.url, nonce: null, outcome: { error: String(err) }, authorization: req.headers.authorization ?? null });
        reply(400, { error: String(err) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
