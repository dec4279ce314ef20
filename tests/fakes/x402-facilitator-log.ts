/**
 * Reading the log of the x402 facilitator fake (tests/fakes/x402-facilitator.ts) over HTTP; apart
 * from it because the api tier reads it from inside workerd, where the facilitator itself cannot load.
 */

/** One call the facilitator answered: `/verify` or `/settle`, the proof's nonce, its answer, the caller's Authorization. */
export type FacilitatorLogEntry = {
  path: string;
  nonce: string | null;
  outcome: { isValid?: boolean; invalidReason?: string; success?: boolean; error?: string };
  authorization: string | null;
};

/** What the facilitator at `url` was asked about the proof with this nonce, in order. */
export async function askedAbout(url: string, nonce: string | undefined): Promise<FacilitatorLogEntry[]> {
  return ((await (await fetch(`${url}/__log`)).json()) as FacilitatorLogEntry[]).filter((e) => e.nonce === nonce);
}
