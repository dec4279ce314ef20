/**
 * Top-ups on the platform host (docs/payments.md): the provider's webhook at
 * /billing/webhooks/stripe credits an intent's workspace exactly once whatever the delivery
 * (duplicate, three times, out of order, after expiry), refuses bad signatures and stale
 * timestamps, and records unknown intents without crediting; the checkout link refuses anyone
 * but a signed-in human of the intent's workspace; the dashboard shows balance, ledger and top-up.
 */
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountOwnerOf, readBalance as readOwnerBalance, readLedger as readOwnerLedger } from "@shared/billing";
import { stripeSignatureHeader } from "@shared/payments/stripe-signature";
import { createIntent } from "@shared/payments/topup-intents";
import { TEST_STRIPE_WEBHOOK_SECRET } from "./stripe-test-secret";
import { Browser, csrfOf, PLATFORM } from "./support";

const WEBHOOK = `${PLATFORM}/billing/webhooks/stripe`;

async function seedWorkspace(): Promise<string> {
  const orgId = `org_${crypto.randomUUID()}`;
  const workspaceId = `ws_${crypto.randomUUID()}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO organizations (id, name) VALUES (?1, 'org')").bind(orgId),
    env.DB.prepare("INSERT INTO workspaces (id, org_id, name, plan, free_credits_micro) VALUES (?1, ?2, 'ws', 'free', 0)").bind(workspaceId, orgId),
  ]);
  return workspaceId;
}

let eventCounter = 0;
/** A Stripe Checkout Session event as Stripe sends it (the fields we read, and some we do not). */
function sessionEvent(type: string, intentId: string, amountMicro: number, over: Record<string, unknown> = {}) {
  return {
    id: `evt_test_${++eventCounter}_${crypto.randomUUID().slice(0, 8)}`,
    object: "event",
    type,
    api_version: "2025-03-31.basil",
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_test_${intentId.slice(4, 20)}`,
        object: "checkout.session",
        client_reference_id: intentId,
        metadata: { intent_id: intentId },
        amount_total: amountMicro / 10_000,
        currency: "usd",
        payment_status: type === "checkout.session.completed" ? "paid" : "unpaid",
        status: type === "checkout.session.expired" ? "expired" : "complete",
        ...over,
      },
    },
  };
}

async function deliver(event: unknown, opts: { secret?: string; atMs?: number; header?: string } = {}) {
  const raw = JSON.stringify(event);
  const header = opts.header ?? (await stripeSignatureHeader(raw, opts.secret ?? TEST_STRIPE_WEBHOOK_SECRET, opts.atMs ?? Date.now()));
  const res = await SELF.fetch(WEBHOOK, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": header }, body: raw });
  return { status: res.status, body: (await res.json()) as { data?: { outcome: string }; error?: { code: string; message: string } } };
}

/** The workspace's balance and ledger, from its organization's credit account. */
const readBalance = async (ns: typeof env.CREDITS, workspaceId: string) => readOwnerBalance(ns, (await accountOwnerOf(env.DB, workspaceId))!);
const readLedger = async (ns: typeof env.CREDITS, workspaceId: string, limit: number) => readOwnerLedger(ns, (await accountOwnerOf(env.DB, workspaceId))!, limit);

async function topups(workspaceId: string) {
  const { items } = await readLedger(env.CREDITS, workspaceId, 100);
  return items.filter((r) => r.kind === "topup");
}

async function intentStatus(id: string) {
  return (await env.DB.prepare("SELECT status FROM topup_intents WHERE id = ?1").bind(id).first<{ status: string }>())!.status;
}

describe("the Stripe webhook", () => {
  it("credits a paid intent once, and a duplicate delivery changes nothing", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 5_000_000);
    const event = sessionEvent("checkout.session.completed", intent.id, 5_000_000);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body.data!.outcome).toBe("credited");
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(again.body.data!.outcome).toBe("already_credited");
    // The record still names the event that paid.
    expect(await env.DB.prepare("SELECT outcome FROM payment_events WHERE id = ?1").bind(event.id).first("outcome")).toBe("credited");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(5_000_000);
    expect(await topups(ws)).toHaveLength(1);
    expect(await intentStatus(intent.id)).toBe("succeeded");
  });

  it("credits once when the same event arrives three times at once", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 2_000_000);
    const event = sessionEvent("checkout.session.completed", intent.id, 2_000_000);
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.data!.outcome === "credited")).toHaveLength(1);
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(2_000_000);
    expect(await topups(ws)).toHaveLength(1);
  });

  it("keeps a paid intent paid when `expired` arrives after `completed`, and credits once across event types", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 3_000_000);
    await deliver(sessionEvent("checkout.session.completed", intent.id, 3_000_000));
    const late = await deliver(sessionEvent("checkout.session.expired", intent.id, 3_000_000));
    expect(late.status).toBe(200);
    expect(late.body.data!.outcome).toBe("already_credited");
    expect((await deliver(sessionEvent("checkout.session.async_payment_failed", intent.id, 3_000_000))).body.data!.outcome).toBe("already_credited");
    // A second event of the same payment (as async methods send) is not a second credit.
    expect((await deliver(sessionEvent("checkout.session.async_payment_succeeded", intent.id, 3_000_000))).body.data!.outcome).toBe("already_credited");
    expect(await intentStatus(intent.id)).toBe("succeeded");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(3_000_000);
  });

  it("settles a payment whose `completed` arrives before the session is known to the intent", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    expect(intent.provider_session_id).toBeNull();
    const event = sessionEvent("checkout.session.completed", intent.id, 1_000_000);
    expect((await deliver(event)).body.data!.outcome).toBe("credited");
    const row = await env.DB.prepare("SELECT provider_session_id FROM topup_intents WHERE id = ?1").bind(intent.id).first<{ provider_session_id: string }>();
    expect(row!.provider_session_id).toBe(event.data.object.id);
  });

  it("credits a payment completed after the intent expired (recorded, then credited: the money was taken)", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000, Date.now() - 3_600_000);
    expect(Date.parse(intent.expires_at)).toBeLessThan(Date.now());
    expect((await deliver(sessionEvent("checkout.session.completed", intent.id, 1_000_000))).body.data!.outcome).toBe("credited");
    expect(await intentStatus(intent.id)).toBe("succeeded");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(1_000_000);
    const recorded = await env.DB.prepare("SELECT outcome FROM payment_events WHERE intent_id = ?1").bind(intent.id).all<{ outcome: string }>();
    expect(recorded.results.map((r) => r.outcome)).toEqual(["credited"]);
  });

  it("marks an unpaid intent expired on `checkout.session.expired`, and a later payment still credits it once", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    expect((await deliver(sessionEvent("checkout.session.expired", intent.id, 1_000_000))).body.data!.outcome).toBe("closed");
    expect(await intentStatus(intent.id)).toBe("expired");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(0);
    await deliver(sessionEvent("checkout.session.completed", intent.id, 1_000_000));
    expect(await intentStatus(intent.id)).toBe("succeeded");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(1_000_000);
  });

  it("refuses a bad signature, a wrong secret, a missing header and a stale timestamp with 400, crediting nothing", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    const event = sessionEvent("checkout.session.completed", intent.id, 1_000_000);
    const t = Math.floor(Date.now() / 1000);
    const cases = [
      await deliver(event, { header: `t=${t},v1=${"0".repeat(64)}` }),
      await deliver(event, { secret: "whsec_someone_else" }),
      await deliver(event, { header: "" }),
      await deliver(event, { atMs: Date.now() - 6 * 60_000 }),
      await deliver(event, { atMs: Date.now() + 6 * 60_000 }),
    ];
    for (const res of cases) {
      expect(res.status).toBe(400);
      expect(res.body.error!.code).toBe("invalid_request");
      expect(res.body.error!.message).toContain("Stripe-Signature");
    }
    expect(cases[3]!.body.error!.message).toContain("stale_timestamp");
    // The body signed, then edited: no longer genuine.
    const raw = JSON.stringify(event);
    const header = await stripeSignatureHeader(raw, TEST_STRIPE_WEBHOOK_SECRET, Date.now());
    const edited = raw.replace('"amount_total":100', '"amount_total":999999');
    const res = await SELF.fetch(WEBHOOK, { method: "POST", headers: { "Stripe-Signature": header }, body: edited });
    expect(res.status).toBe(400);
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(0);
    expect(await intentStatus(intent.id)).toBe("requires_payment");
  });

  it("checks the signature over the bytes received: a byte that is not UTF-8 does not pass for the U+FFFD that was signed", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    const event = sessionEvent("checkout.session.completed", intent.id, 1_000_000, { customer_details: { name: "\uFFFD" } });
    const signed = new TextEncoder().encode(JSON.stringify(event));
    const at = signed.findIndex((b, i) => b === 0xef && signed[i + 1] === 0xbf && signed[i + 2] === 0xbd);
    const sent = new Uint8Array([...signed.subarray(0, at), 0xff, ...signed.subarray(at + 3)]);
    const header = await stripeSignatureHeader(signed, TEST_STRIPE_WEBHOOK_SECRET, Date.now());
    const forged = await SELF.fetch(WEBHOOK, { method: "POST", headers: { "Stripe-Signature": header }, body: sent });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toContain("no_matching_signature");
    expect(await intentStatus(intent.id)).toBe("requires_payment");
    const genuine = await SELF.fetch(WEBHOOK, { method: "POST", headers: { "Stripe-Signature": header }, body: signed });
    expect(genuine.status).toBe(200);
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(1_000_000);
  });

  it("accepts a delivery when one of several v1 signatures matches (secret rotation)", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    const event = sessionEvent("checkout.session.completed", intent.id, 1_000_000);
    const raw = JSON.stringify(event);
    const good = await stripeSignatureHeader(raw, TEST_STRIPE_WEBHOOK_SECRET, Date.now());
    const old = (await stripeSignatureHeader(raw, "whsec_old_secret", Date.now())).split(",")[1];
    const res = await SELF.fetch(WEBHOOK, { method: "POST", headers: { "Stripe-Signature": `${good.split(",")[0]},${old},v0=abc,${good.split(",")[1]}` }, body: raw });
    expect(res.status).toBe(200);
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(1_000_000);
  });

  it("records an event for an unknown intent and credits nobody", async () => {
    const event = sessionEvent("checkout.session.completed", "tpi_ffffffffffffffffffffffffffffffff", 1_000_000);
    const res = await deliver(event);
    expect(res.status).toBe(200);
    expect(res.body.data!.outcome).toBe("unknown_intent");
    const row = await env.DB.prepare("SELECT outcome FROM payment_events WHERE id = ?1").bind(event.id).first<{ outcome: string }>();
    expect(row!.outcome).toBe("unknown_intent");
  });

  it("credits nothing when the paid amount is not the intent's", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 2_000_000);
    expect((await deliver(sessionEvent("checkout.session.completed", intent.id, 1_000_000))).body.data!.outcome).toBe("amount_mismatch");
    expect((await deliver(sessionEvent("checkout.session.completed", intent.id, 2_000_000, { currency: "eur" }))).body.data!.outcome).toBe("amount_mismatch");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(0);
    expect(await intentStatus(intent.id)).toBe("requires_payment");
  });

  it("ignores other event types and waits on an unpaid completion", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    expect((await deliver({ id: "evt_other", type: "customer.created", data: { object: { object: "customer" } } })).body.data!.outcome).toBe("ignored");
    const unpaid = sessionEvent("checkout.session.completed", intent.id, 1_000_000, { payment_status: "unpaid" });
    expect((await deliver(unpaid)).body.data!.outcome).toBe("pending");
    expect((await readBalance(env.CREDITS, ws)).balance_micro).toBe(0);
  });
});

describe("checkout link and dashboard", () => {
  it("asks a signed-out visitor to sign in, and answers 404 to a human of another workspace", async () => {
    const ws = await seedWorkspace();
    const intent = await createIntent(env.DB, ws, 1_000_000);
    const visitor = new Browser();
    const signedOut = await visitor.go(`${PLATFORM}/billing/checkout/${intent.id}`);
    expect(signedOut.status).toBe(200);
    expect(signedOut.html).toContain("Sign in to pay for this top-up.");
    await visitor.signIn();
    const other = await visitor.go(`${PLATFORM}/billing/checkout/${intent.id}`);
    expect(other.status).toBe(404);
    expect(other.redirects).toEqual([]);
    expect(await env.DB.prepare("SELECT provider_session_id FROM topup_intents WHERE id = ?1").bind(intent.id).first("provider_session_id")).toBeNull();
  });

  it("shows the balance, the ledger with paging, and a top-up form that creates an intent of the human's workspace", async () => {
    const human = new Browser();
    const landing = await human.signIn();
    const ws = /<dt>Workspace id<\/dt><dd>([^<]+)<\/dd>/.exec(landing.html)![1]!;
    for (let i = 0; i < 12; i++) {
      const intent = await createIntent(env.DB, ws, 1_000_000);
      await deliver(sessionEvent("checkout.session.completed", intent.id, 1_000_000));
    }
    const page = await human.go(`${PLATFORM}/dashboard`);
    expect(/id="balance">([^<]+)</.exec(page.html)![1]).toBe("12,000 credits");
    expect(page.html.match(/class="ledger-row"/g)).toHaveLength(10);
    const older = /id="ledger-older" href="([^"]+)"/.exec(page.html)![1]!.replaceAll("&amp;", "&");
    const second = await human.go(`${PLATFORM}${older}`);
    expect(second.html.match(/class="ledger-row"/g)).toHaveLength(2);
    expect(second.html).not.toContain("ledger-older");

    const created = await human.submit("/dashboard/topup", { csrf: csrfOf(page.html), amount_usd: "25" });
    expect(created.status).toBe(200);
    const link = /id="checkout" href="\/billing\/checkout\/(tpi_[0-9a-f]{32})"/.exec(created.html);
    expect(link).not.toBeNull();
    const row = await env.DB.prepare("SELECT workspace_id, amount_micro, status FROM topup_intents WHERE id = ?1").bind(link![1]).first();
    expect(row).toEqual({ workspace_id: ws, amount_micro: 25_000_000, status: "requires_payment" });
    const bad = await human.submit("/dashboard/topup", { csrf: csrfOf(page.html), amount_usd: "0.5" });
    expect(bad.status).toBe(400);
    expect(bad.html).toContain("amount_usd");
  });

  it("keeps the first key's 500 free credits when the dashboard loaded the account before the key existed", async () => {
    const human = new Browser();
    const landing = await human.signIn();
    const ws = /<dt>Workspace id<\/dt><dd>([^<]+)<\/dd>/.exec(landing.html)![1]!;
    expect(/id="balance">([^<]+)</.exec(landing.html)![1]).toBe("0 credits");
    const created = await human.submit("/dashboard/rotate", { csrf: csrfOf(landing.html) });
    expect(created.status).toBe(200);
    expect(await readBalance(env.CREDITS, ws)).toEqual({ balance_micro: 0, free_credits_micro: 500_000 });
    // A rotation is not a first key: no second grant.
    const again = await human.go(`${PLATFORM}/dashboard`);
    await human.submit("/dashboard/rotate", { csrf: csrfOf(again.html) });
    const page = await human.go(`${PLATFORM}/dashboard`);
    expect(/id="balance">([^<]+)</.exec(page.html)![1]).toBe("500 credits");
    const { items } = await readLedger(env.CREDITS, ws, 10);
    expect(items.map((r) => [r.kind, r.amount_micro, r.free_micro])).toEqual([["grant", 500_000, 500_000]]);
  });
});
