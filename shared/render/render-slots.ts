/**
 * Concurrent renders per account, on the same lease semaphore as the PDF conversions
 * (`ConversionSlots`, one shard per client key): a render takes a slot for `RENDER_LEASE_MS`, so
 * a render that dies without giving it back frees it when the lease runs out.
 */
import { type SlotsNamespace, slotsShard } from "../gateway/conversion-slots";
import { RENDER_LEASE_MS, RENDER_SLOT_POLL_MS, RENDER_SLOT_WAIT_MS, RENDER_SLOTS_PER_ACCOUNT } from "./limits";

export type RenderSlot = { granted: true; release: () => Promise<void> } | { granted: false; retryAfterS: number };

/**
 * A render slot of `account`. With `wait` (mode `always`) a busy account is asked again every
 * `RENDER_SLOT_POLL_MS` for at most `RENDER_SLOT_WAIT_MS`; without it (`auto`) the answer is at once.
 */
export async function takeRenderSlot(ns: SlotsNamespace, account: string, wait: boolean, waitMs = RENDER_SLOT_WAIT_MS): Promise<RenderSlot> {
  const client = `render:${account}`;
  const stub = slotsShard(ns, client);
  const giveUpAt = Date.now() + (wait ? waitMs : 0);
  for (;;) {
    const decision = await stub.acquire(client, RENDER_SLOTS_PER_ACCOUNT, RENDER_LEASE_MS);
    if (decision.granted) {
      const leaseId = decision.leaseId;
      return { granted: true, release: () => stub.release(client, leaseId).catch(() => {}) };
    }
    if (Date.now() + RENDER_SLOT_POLL_MS > giveUpAt) return { granted: false, retryAfterS: decision.retryAfterS };
    await new Promise((resolve) => setTimeout(resolve, RENDER_SLOT_POLL_MS));
  }
}
