/**
 * Brute-force brake on `user_code` entry, per client (signed-in subject, IP, ...).
 *
 * Every attempt is charged *before* the code is looked up, so concurrent guesses cannot slip past
 * the count; a correct code is refunded afterwards. Five wrong codes are free; each further one
 * locks the client for 1 min, 2 min, 4 min, ... (capped at 24 h). The count only resets after
 * 15 quiet minutes following the end of the last lock, and a success does not reset it (an
 * attacker could otherwise clear it with the code of a claim they made themselves). During a lock
 * every attempt is refused without looking at the code, right or wrong.
 *
 * With the 20^8 ≈ 2.6e10 code space and codes living 15 minutes, a client gets a handful of
 * guesses per quarter hour, then one per doubling lock: 1,000 tries in a row check 5 codes.
 */
export const FREE_ATTEMPTS = 5;
export const BASE_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 24 * 3_600_000;
export const QUIET_RESET_MS = 15 * 60_000;

export interface AttemptState {
  failures: number;
  last_failure_at: number;
  /** Epoch ms before which every attempt is refused; 0 when not locked. */
  locked_until: number;
}

export type AttemptDecision = { allowed: true } | { allowed: false; retry_after_s: number };

export function lockDuration(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(BASE_LOCK_MS * 2 ** (failures - FREE_ATTEMPTS), MAX_LOCK_MS);
}

/** The state with stale history forgotten; null when there is nothing left to remember. */
export function decayAttempts(state: AttemptState | null, now: number): AttemptState | null {
  if (!state) return null;
  const quietSince = Math.max(state.last_failure_at, state.locked_until);
  return now >= quietSince + QUIET_RESET_MS ? null : state;
}

/** Charges one attempt, or refuses it while locked (the state is then unchanged). */
export function chargeAttempt(
  prev: AttemptState | null,
  now: number,
): { state: AttemptState | null; decision: AttemptDecision } {
  const state = decayAttempts(prev, now);
  if (state && now < state.locked_until) {
    return { state, decision: { allowed: false, retry_after_s: Math.ceil((state.locked_until - now) / 1000) } };
  }
  const failures = (state?.failures ?? 0) + 1;
  const lock = lockDuration(failures);
  return {
    state: { failures, last_failure_at: now, locked_until: lock ? now + lock : 0 },
    decision: { allowed: true },
  };
}

/** Gives back the charge of an attempt whose code was right. */
export function refundAttempt(prev: AttemptState | null, now: number): AttemptState | null {
  const state = decayAttempts(prev, now);
  if (!state) return null;
  const failures = Math.max(0, state.failures - 1);
  if (failures === 0) return null;
  const lock = lockDuration(failures);
  return { ...state, failures, locked_until: lock ? state.last_failure_at + lock : 0 };
}

/** When a client's record may be deleted (it has decayed by then). */
export function forgetAt(state: AttemptState): number {
  return Math.max(state.last_failure_at, state.locked_until) + QUIET_RESET_MS;
}
