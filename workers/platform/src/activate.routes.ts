/**
 * The human's side of a claim: `verification_uri` (`/activate`, the code form, pre-filled from
 * `?code=`), then the consent page (`/activate/approve`) for the claim whose code this signed-in
 * human entered, and the decision. Every wrong code is charged to the human and to the client IP
 * before any lookup (shared/claim/entry.ts); the code found is kept in the signed session, so the
 * decision can only be about a claim whose code was typed in this session.
 */
import type { Context } from "hono";
import { normalizeUserCode } from "@shared/claim/codes";
import { enterUserCode, type CodeEntryResult } from "@shared/claim/entry";
import { clientIp, UNKNOWN_CLIENT } from "@shared/http/client-ip";
import { workspaceById } from "./accounts";
import { claimPorts } from "./claim-ports";
import { keyEnvironment, PATHS } from "./config";
import { approve, deny } from "./decision";
import type { PlatformEnv } from "./env";
import { activeKey } from "./keys.store";
import { pageRouter, readForm, renderPage, viewerOf } from "./page-kit";
import { codeEntryPage, signedOutPage } from "./pages/activate.page";
import { approvalPage } from "./pages/approve.page";
import { messagePage } from "./pages/message.page";
import { checkCsrf, updateSession, type Session } from "./session";

const SIGN_IN_PURPOSE = "An AI agent asked you to approve its access. Sign in to see its request and decide.";

const ENTRY_ERRORS: Record<Exclude<CodeEntryResult, { ok: true }>["reason"], string> = {
  malformed: "That is not a code of the form XXXX-XXXX. Check the code your agent showed you.",
  unknown: "No pending request has that code. Check it against the one your agent showed you; codes expire after 15 minutes.",
  locked: "Too many wrong codes. Wait a little before you try again.",
};

const retryText = (seconds: number) => (seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`);

function signedOut(c: Context<PlatformEnv>, next: string) {
  return renderPage(c, signedOutPage(next, SIGN_IN_PURPOSE));
}

async function closedClaim(c: Context<PlatformEnv>, session: Session, status: string) {
  const text =
    status === "expired"
      ? "This request has expired (requests are valid 15 minutes). Ask your agent to start again."
      : "This request was already decided. Nothing more to do here.";
  return renderPage(c, messagePage("Request closed", text, { tone: "error", viewer: await viewerOf(c, session) }), 410);
}

/**
 * Who a code attempt is charged to: the signed-in human, and the client's address when it is
 * known. An unknown address is never charged, so it cannot lock anyone else out (docs/security.md).
 */
const attemptKeys = (userId: string, ip: string) => (ip === UNKNOWN_CLIENT ? [`sub:${userId}`] : [`sub:${userId}`, `ip:${ip}`]);

export function activateRoutes() {
  const app = pageRouter([PATHS.activate, PATHS.approve]);

  app.get(PATHS.activate, async (c) => {
    const typed = c.req.query("code");
    const code = typed === undefined ? undefined : (normalizeUserCode(typed) ?? typed.slice(0, 64));
    const session = c.get("session");
    if (!session) return signedOut(c, code ? `${PATHS.activate}?code=${encodeURIComponent(code)}` : PATHS.activate);
    return renderPage(c, codeEntryPage(await viewerOf(c, session), { code }));
  });

  app.post(PATHS.activate, async (c) => {
    const session = c.get("session");
    if (!session) return signedOut(c, PATHS.activate);
    const form = await readForm(c);
    await checkCsrf(c, session, form.csrf);
    const viewer = await viewerOf(c, session);
    const ports = claimPorts(c);
    const entry = await enterUserCode(ports, attemptKeys(session.user_id, clientIp(c)), form.user_code ?? "");
    if (!entry.ok) {
      const locked = entry.reason === "locked";
      if (locked) c.header("Retry-After", String(entry.retry_after_s));
      const error = locked ? `${ENTRY_ERRORS.locked} Try again in ${retryText(entry.retry_after_s)}.` : ENTRY_ERRORS[entry.reason];
      return renderPage(c, codeEntryPage(viewer, { code: (form.user_code ?? "").slice(0, 64), error }), locked ? 429 : 400);
    }
    const claim = await ports.claims(entry.claim_id).get();
    if (!claim || claim.status !== "pending") return closedClaim(c, session, claim?.status ?? "expired");
    await updateSession(c, session, { claim: { claim_id: entry.claim_id, user_code: entry.user_code } });
    return c.redirect(PATHS.approve, 303);
  });

  app.get(PATHS.approve, async (c) => {
    const session = c.get("session");
    if (!session) return signedOut(c, PATHS.activate);
    if (!session.claim) return c.redirect(PATHS.activate, 303);
    const claim = await claimPorts(c).claims(session.claim.claim_id).get();
    if (!claim || claim.status !== "pending") return closedClaim(c, session, claim?.status ?? "expired");
    const [workspace, key] = await Promise.all([workspaceById(c.env.DB, session.workspace_id), activeKey(c.env.DB, session.workspace_id)]);
    if (!workspace) throw new Error("signed-in workspace is missing");
    return renderPage(c, approvalPage(await viewerOf(c, session), { claim, workspace, activeKey: key }));
  });

  app.post(PATHS.approve, async (c) => {
    const session = c.get("session");
    if (!session) return signedOut(c, PATHS.activate);
    const form = await readForm(c);
    await checkCsrf(c, session, form.csrf);
    if (!session.claim) return c.redirect(PATHS.activate, 303);
    const claimId = session.claim.claim_id;
    await updateSession(c, session, { claim: undefined });
    const viewer = await viewerOf(c, session);
    const { claims } = claimPorts(c);

    if (form.decision === "deny") {
      const denied = await deny({ claims }, claimId, session.user_id);
      if (!denied.ok) return closedClaim(c, session, denied.reason);
      return renderPage(c, messagePage("Request denied", "Denied. The agent gets no key; it is told the request was refused.", { viewer }));
    }
    if (form.decision !== "approve") return c.redirect(PATHS.approve, 303);

    const owner = { workspace_id: session.workspace_id, org_id: session.org_id };
    const result = await approve({ db: c.env.DB, credits: c.env.CREDITS, claims, environment: keyEnvironment(c.env) }, claimId, owner, session.user_id);
    if (!result.ok) return closedClaim(c, session, result.reason);
    const text =
      result.key_state === "created"
        ? "Approved. Your agent receives its read-only key on its next poll; you can close this tab. The key is never shown here: the dashboard shows its prefix and lets you rotate it."
        : "Approved. Your workspace already had an active key, so nothing was rotated: the agent is told to use that key. Copy or rotate it in the dashboard.";
    return renderPage(c, messagePage("Agent approved", text, { tone: "ok", viewer, link: { href: PATHS.dashboard, label: "Dashboard" } }));
  });

  return app;
}
