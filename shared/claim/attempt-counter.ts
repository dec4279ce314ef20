/** One client's attempt record on a storage (one Durable Object per client in production). */
import { chargeAttempt, forgetAt, refundAttempt, type AttemptDecision, type AttemptState } from "./attempt-limiter";
import { createSerial } from "../serial";
import type { KeyValueStorage } from "../durable-storage";

const STATE_KEY = "attempts";

export interface AttemptCounter {
  charge(now?: number): Promise<AttemptDecision>;
  refund(now?: number): Promise<void>;
  /** Alarm housekeeping: when to run again, or null once the record is gone. */
  sweep(now?: number): Promise<number | null>;
}

export function createAttemptCounter(storage: KeyValueStorage, options: { now?: () => number } = {}): AttemptCounter {
  const clock = options.now ?? Date.now;
  const serial = createSerial();
  const load = () => storage.get<AttemptState>(STATE_KEY).then((s) => s ?? null);
  const save = (state: AttemptState | null) =>
    state ? storage.put(STATE_KEY, state) : storage.delete(STATE_KEY).then(() => undefined);

  return {
    charge: (now = clock()) =>
      serial(async () => {
        const { state, decision } = chargeAttempt(await load(), now);
        if (decision.allowed) await save(state);
        return decision;
      }),
    refund: (now = clock()) => serial(async () => save(refundAttempt(await load(), now))),
    sweep: (now = clock()) =>
      serial(async () => {
        const state = await load();
        if (!state) return null;
        if (now < forgetAt(state)) return forgetAt(state);
        await save(null);
        return null;
      }),
  };
}
