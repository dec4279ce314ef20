/**
 * The workspace dashboard: shows the active key's prefix, never the key; "Rotate" revokes it and
 * creates a new one in one D1 batch, and the new key is shown on that response only. Rotation
 * needs an authentication of the last 10 minutes: an older session is sent through the step-up
 * sign-in first (`stepUpSignIn`), which the provider must answer with a fresh authentication.
 */
import type { Context } from "hono";
import { type AccountOwner, readBalance, readLedger } from "@shared/billing";
import { cursorCodec } from "@shared/http/cursor";
import { workspaceById } from "./accounts";
import { harnessClock, keyEnvironment, PATHS } from "./config";
import { activeKey, issueKey } from "./keys.store";
import { pageRouter, readForm, renderPage, viewerOf } from "./page-kit";
import { signedOutPage } from "./pages/activate.page";
import { dashboardPage, newKeyPage } from "./pages/dashboard.page";
import { landingPage } from "./pages/message.page";
import { checkCsrf, signedInRecently, stepUpSignIn } from "./session";
import type { PlatformEnv } from "./env";
import { sessionSecret } from "./signed-cookie";

const LEDGER_PAGE = 10;

/** The workspace's balance and one ledger page (`?ledger=<cursor>`), from its CreditAccount. */
async function creditsView(c: Context<PlatformEnv>, owner: AccountOwner) {
  const { workspaceId } = owner;
  const codec = cursorCodec(sessionSecret(c));
  const scope = `dashboard-ledger:${workspaceId}`;
  const cursor = c.req.query("ledger");
  const before = cursor ? (await codec.decode<{ b: number }>(scope, cursor)).b : undefined;
  const [balance, page] = await Promise.all([readBalance(c.env.CREDITS, owner), readLedger(c.env.CREDITS, owner, LEDGER_PAGE, before)]);
  const next = page.before === null ? null : await codec.encode(scope, { b: page.before });
  return { balance, ledger: page.items, next, paged: cursor !== undefined };
}

const SIGN_IN_PURPOSE = "Sign in to see your workspace and its API key.";

export function dashboardRoutes() {
  const app = pageRouter(["/", PATHS.dashboard, PATHS.rotate]);

  app.get("/", async (c) => {
    const session = c.get("session");
    return renderPage(c, landingPage(session ? await viewerOf(c, session) : undefined));
  });

  app.get(PATHS.dashboard, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(PATHS.dashboard, SIGN_IN_PURPOSE));
    const [workspace, key, credits] = await Promise.all([
      workspaceById(c.env.DB, session.workspace_id),
      activeKey(c.env.DB, session.workspace_id),
      creditsView(c, { orgId: session.org_id, workspaceId: session.workspace_id }),
    ]);
    if (!workspace) throw new Error("signed-in workspace is missing");
    return renderPage(c, dashboardPage(await viewerOf(c, session), { ...workspace, ...credits.balance }, key, credits));
  });

  app.post(PATHS.rotate, async (c) => {
    const session = c.get("session");
    if (!session) return renderPage(c, signedOutPage(PATHS.dashboard, SIGN_IN_PURPOSE));
    await checkCsrf(c, session, (await readForm(c)).csrf);
    if (!signedInRecently(session, harnessClock(c)?.() ?? Date.now())) {
      return c.redirect(stepUpSignIn(PATHS.dashboard), 303);
    }
    const owner = { workspace_id: session.workspace_id, org_id: session.org_id };
    const issued = await issueKey(c.env.DB, owner, keyEnvironment(c.env), { replace: true, credits: c.env.CREDITS });
    if (!issued) throw new Error("rotation inserted no key");
    const { api_key, ...record } = issued;
    return renderPage(c, newKeyPage(await viewerOf(c, session), api_key, record));
  });

  return app;
}
