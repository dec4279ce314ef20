/** The x402 defaults the worker keeps by hand (to keep viem out of its bundle) are the official package's. */
import { DEFAULT_ASSETS } from "@x402/evm";
import { describe, expect, it } from "vitest";
import { USDC_BY_NETWORK } from "@shared/payments/x402";

describe("x402 default assets", () => {
  it.each(Object.keys(USDC_BY_NETWORK))("matches @x402/evm's USDC on %s (address and EIP-712 domain)", (network) => {
    const official = DEFAULT_ASSETS[network]!.find((a) => a.symbol === "USDC")!;
    expect(USDC_BY_NETWORK[network]).toEqual({ asset: official.asset, name: official.name, version: official.version });
  });
});
