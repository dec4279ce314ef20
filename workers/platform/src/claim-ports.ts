/** The claim flow's ports (shared/claim/ports.ts) on this worker's Durable Objects. */
import type { Context } from "hono";
import { attemptLimiterAdapter, claimDirectoryAdapter, claimRegistryAdapter } from "../../../durable-objects/claim";
import type { AttemptLimiter, ClaimDirectory, ClaimRegistry } from "@shared/claim/ports";
import { harnessClock } from "./config";
import type { PlatformEnv } from "./env";

export interface ClaimPorts {
  claims: ClaimRegistry;
  directory: ClaimDirectory;
  limiter: AttemptLimiter;
  now?: () => number;
}

export function claimPorts(c: Context<PlatformEnv>): ClaimPorts {
  const now = harnessClock(c);
  return {
    claims: claimRegistryAdapter(c.env.CLAIMS, now),
    directory: claimDirectoryAdapter(c.env.CLAIM_CODES, now),
    limiter: attemptLimiterAdapter(c.env.CLAIM_ATTEMPTS, now),
    now,
  };
}
