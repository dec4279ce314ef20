/**
 * One claim's state machine on a storage: the reducers of `state.ts` with a clock, hashing and
 * persistence around them. `ClaimObject` (durable-objects/claim.ts) is this over `ctx.storage`.
 */
import { hashSecret, newDeviceCode } from "./codes";
import { CLAIM_RETENTION_MS, toClaimView, type ClaimRecord, type ClaimView } from "./record";
import { createSerial, type Serial } from "../serial";
import {
  approveClaim,
  denyClaim,
  openClaim,
  pollClaim,
  settle,
  type Approval,
  type DecisionOutcome,
  type PollOptions,
  type PollOutcome,
  type Transition,
} from "./state";
import type { KeyValueStorage } from "../durable-storage";

const RECORD_KEY = "claim";

export interface CreateClaimInput {
  claim_id: string;
  /** Canonical `XXXX-XXXX`, already reserved in the code directory. */
  user_code: string;
  agent_name?: string | null;
  agent_platform?: string | null;
}

export interface CreatedClaim {
  /** The secret, returned this once; only its hash is stored. */
  device_code: string;
  claim: ClaimView;
}

export interface ClaimMachineOptions {
  now?: () => number;
  poll?: PollOptions;
  /**
   * The queue the read-modify-writes run in: a shard passes its one queue to every claim it
   * holds (machines are made per call there); by default the machine has its own.
   */
  serial?: Serial;
}

export interface ClaimMachine {
  create(input: CreateClaimInput, now?: number): Promise<CreatedClaim>;
  poll(deviceCode: string, now?: number): Promise<PollOutcome>;
  approve(approval: Approval, now?: number): Promise<DecisionOutcome>;
  deny(decidedBy: string, now?: number): Promise<DecisionOutcome>;
  /** The claim without secrets, time applied; null when unknown or purged. */
  get(now?: number): Promise<ClaimView | null>;
  /**
   * Housekeeping for an alarm: expires (and wipes) the claim at `expires_at`, deletes it
   * `CLAIM_RETENTION_MS` later. Returns when to run again, or null once nothing is left.
   */
  sweep(now?: number): Promise<number | null>;
}

export function createClaimMachine(storage: KeyValueStorage, options: ClaimMachineOptions = {}): ClaimMachine {
  const clock = options.now ?? Date.now;
  const serial = options.serial ?? createSerial();
  const load = () => storage.get<ClaimRecord>(RECORD_KEY).then((r) => r ?? null);

  async function apply<T>(prev: ClaimRecord | null, step: Transition<T>): Promise<T> {
    if (step.record && step.record !== prev) await storage.put(RECORD_KEY, step.record);
    return step.outcome;
  }

  return {
    async create(input, now = clock()) {
      const device_code = newDeviceCode();
      const device_code_hash = await hashSecret(device_code);
      return serial(async () => {
        if (await load()) throw new Error(`claim ${input.claim_id} already exists`);
        const record = openClaim({ ...input, device_code_hash }, now);
        await storage.put(RECORD_KEY, record);
        return { device_code, claim: toClaimView(record) };
      });
    },

    async poll(deviceCode, now = clock()) {
      // Hash outside the serialized section: the secret never waits in a queue, and the section
      // holds only the read-modify-write.
      const presented = await hashSecret(deviceCode);
      return serial(async () => {
        const record = await load();
        return apply(record, pollClaim(record, presented, now, options.poll));
      });
    },

    approve: (approval, now = clock()) =>
      serial(async () => {
        const record = await load();
        return apply(record, approveClaim(record, approval, now));
      }),

    deny: (decidedBy, now = clock()) =>
      serial(async () => {
        const record = await load();
        return apply(record, denyClaim(record, decidedBy, now));
      }),

    async get(now = clock()) {
      const record = await load();
      return record ? toClaimView(settle(record, now)) : null;
    },

    sweep: (now = clock()) =>
      serial(async () => {
        const record = await load();
        if (!record) return null;
        if (now >= record.expires_at + CLAIM_RETENTION_MS) {
          await storage.delete(RECORD_KEY);
          return null;
        }
        if (now < record.expires_at) return record.expires_at;
        await apply(record, { record: settle(record, now), outcome: undefined });
        return record.expires_at + CLAIM_RETENTION_MS;
      }),
  };
}
