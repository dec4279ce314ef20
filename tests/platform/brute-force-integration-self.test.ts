/**
 * Guessing user codes: every attempt is charged to the signed-in human and to the client IP
 * before the code is looked up; after five wrong codes the client is locked out (1 min, doubling).
 * The lookup is by the code's Durable Object name (a hash), so no prefix comparison exists whose
 * time could leak how much of a guess was right.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { USER_CODE_ALPHABET } from "@shared/claim/codes";
import { claimDirectoryAdapter } from "../../durable-objects/claim";
import { HARNESS_NOW_HEADER } from "../../workers/platform/src/config";
import { Browser, createClaim, csrfOf, PLATFORM } from "./support";

function randomCode(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => USER_CODE_ALPHABET[b % USER_CODE_ALPHABET.length]);
  return `${letters.slice(0, 4).join("")}-${letters.slice(4).join("")}`;
}

/** A signed-in human at `ip` (any string: a malformed one is an unknown address). */
async function signedInFrom(ip: string): Promise<Browser> {
  const browser = new Browser();
  browser.ip = ip;
  await browser.signIn();
  return browser;
}

/** A human at `ip` who has typed six wrong codes (five are free, the sixth locks). */
async function lockedOutFrom(ip: string): Promise<Browser> {
  const browser = await signedInFrom(ip);
  const csrf = csrfOf((await browser.go(`${PLATFORM}/activate`)).html);
  for (let i = 0; i < 6; i++) await browser.submit("/activate", { csrf, user_code: randomCode() });
  return browser;
}

describe("brute force on user codes", () => {
  it("locks a client out after 5 of 1,000 wrong codes; the right code is refused during the lock", async () => {
    const claim = await createClaim();
    const attacker = new Browser({ direct: true });
    await attacker.signIn();
    const csrf = csrfOf((await attacker.go(`${PLATFORM}/activate`)).html);
    const guess = () => {
      const code = randomCode();
      return code === claim.user_code ? "BBBB-BBBB" : code;
    };
    // The whole attack happens within one instant of the limiter's clock (harness header), so the
    // result does not depend on how fast this machine is: the 1-minute lock never runs out here.
    const frozen = { [HARNESS_NOW_HEADER]: String(Date.now()) };
    const attempt = (userCode: string) => attacker.submit("/activate", { csrf, user_code: userCode }, frozen);
    const first: number[] = [];
    for (let i = 0; i < 6; i++) first.push((await attempt(guess())).status);
    // Five guesses are checked (400 "unknown"), then the lock refuses without looking.
    expect(first).toEqual([400, 400, 400, 400, 400, 429]);
    const rest: number[] = [];
    for (let i = 0; i < 994; i++) rest.push((await attempt(guess())).status);
    expect(rest).toHaveLength(994);
    // The other 994: all refused without the code being looked at.
    expect(rest.every((s) => s === 429)).toBe(true);
    const right = await attempt(claim.user_code);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(right.html).toContain("Too many wrong codes");
  }, 300_000);

  it("locks the client IP too: a second account from the same address is refused", async () => {
    const first = new Browser();
    await first.signIn();
    const csrf = csrfOf((await first.go(`${PLATFORM}/activate`)).html);
    for (let i = 0; i < 6; i++) await first.submit("/activate", { csrf, user_code: randomCode() });
    const second = new Browser();
    second.ip = first.ip;
    await second.signIn();
    const claim = await createClaim();
    expect((await second.enterCode(claim.user_code)).status).toBe(429);
  });

  it("locks a whole IPv6 /64: a second account from another address of the same /64 is refused", async () => {
    await lockedOutFrom("2001:db8:77:1::1");
    const second = await signedInFrom("2001:DB8:77:1:ffff:ffff:ffff:fffe");
    const claim = await createClaim();
    expect((await second.enterCode(claim.user_code)).status).toBe(429);
    const elsewhere = await signedInFrom("2001:db8:77:2::1");
    expect((await elsewhere.enterCode(claim.user_code)).status).toBe(200);
  });

  it("never lets a caller whose client IP is unknown lock out others: only its own account is locked", async () => {
    const attacker = await lockedOutFrom("not-an-address");
    const claim = await createClaim();
    expect((await attacker.enterCode(claim.user_code)).status).toBe(429);
    const other = await signedInFrom("also-not-an-address");
    expect((await other.enterCode(claim.user_code)).status).toBe(200);
  });

  it("answers a near miss (7 of 8 letters right) exactly like a far miss: not found", async () => {
    const directory = claimDirectoryAdapter(env.CLAIM_CODES);
    const code = randomCode();
    await directory.reserve(code, "clm_near_miss", Date.now() + 60_000);
    const last = USER_CODE_ALPHABET.indexOf(code[8]!);
    const nearMisses = Array.from({ length: 19 }, (_, i) => `${code.slice(0, 8)}${USER_CODE_ALPHABET[(last + 1 + i) % 20]}`);
    for (const guess of nearMisses) expect(await directory.lookup(guess)).toBeNull();
    expect(await directory.lookup(randomCode().replace(/^./, code[0] === "B" ? "C" : "B"))).toBeNull();
    expect(await directory.lookup(code)).toBe("clm_near_miss");
  });
});
