/**
 * One `user_code` → `claim_id` entry (one Durable Object per user code in production), so the
 * approval page can find a claim from what the human types. A code is taken until its claim
 * expires; a second live claim cannot reserve it.
 */
import type { KeyValueStorage } from "../durable-storage";

const ENTRY_KEY = "entry";

interface CodeEntry {
  claim_id: string;
  expires_at: number;
}

export interface CodeSlot {
  /** Binds the code to the claim; false when another live claim holds it (draw a new code). */
  reserve(claimId: string, expiresAt: number, now?: number): Promise<boolean>;
  /** The claim holding the code, or null when free or expired. */
  lookup(now?: number): Promise<string | null>;
  /** Alarm housekeeping: frees the entry once expired. Returns when to run again, or null. */
  sweep(now?: number): Promise<number | null>;
}

export function createCodeSlot(storage: KeyValueStorage, options: { now?: () => number } = {}): CodeSlot {
  const clock = options.now ?? Date.now;
  const live = async (now: number) => {
    const entry = await storage.get<CodeEntry>(ENTRY_KEY);
    return entry && now < entry.expires_at ? entry : null;
  };
  return {
    async reserve(claimId, expiresAt, now = clock()) {
      const entry = await live(now);
      if (entry && entry.claim_id !== claimId) return false;
      await storage.put<CodeEntry>(ENTRY_KEY, { claim_id: claimId, expires_at: expiresAt });
      return true;
    },
    async lookup(now = clock()) {
      return (await live(now))?.claim_id ?? null;
    },
    async sweep(now = clock()) {
      const entry = await storage.get<CodeEntry>(ENTRY_KEY);
      if (!entry) return null;
      if (now < entry.expires_at) return entry.expires_at;
      await storage.delete(ENTRY_KEY);
      return null;
    },
  };
}
