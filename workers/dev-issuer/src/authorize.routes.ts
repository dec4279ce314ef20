/** `/authorize`: the sign-in form, and its submission redirecting back with `code` and `state`. */
import { Hono } from "hono";
import { checkAuthorizeRequest, errorRedirect } from "./authorize-request";
import { DEFAULT_SEED, issuerUrl, type DevIssuerApp, type DevIssuerOptions } from "./context";
import { signingKeyFor } from "./keys";
import { signInPage } from "./sign-in.page";
import { signInternal, type CodeGrant } from "./tokens";

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function authorizeRoutes(options: Required<DevIssuerOptions>) {
  return new Hono<DevIssuerApp>()
    .get("/authorize", (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      const check = checkAuthorizeRequest(c.req.query(), issuer);
      if (!check.ok) return "show" in check ? c.text(check.show, 400) : c.redirect(check.redirect, 302);
      return c.html(signInPage(check.request));
    })
    .post("/authorize", async (c) => {
      const issuer = issuerUrl(c.env, c.req.url);
      const form = Object.fromEntries(
        Object.entries(await c.req.parseBody()).map(([name, value]) => [name, typeof value === "string" ? value : undefined]),
      );
      const check = checkAuthorizeRequest(form, issuer);
      if (!check.ok) return "show" in check ? c.text(check.show, 400) : c.redirect(check.redirect, 302);
      const { request } = check;
      if (form.action === "cancel") {
        return c.redirect(errorRedirect(request.redirect_uri, "access_denied", "The user cancelled sign-in.", request.state, issuer), 302);
      }
      const email = (form.email ?? "").trim().toLowerCase();
      if (!EMAIL.test(email)) {
        return c.html(signInPage(request, { email, error: "Enter an email address." }), 400);
      }
      const grant: CodeGrant = {
        client_id: request.client_id,
        redirect_uri: request.redirect_uri,
        code_challenge: request.code_challenge,
        scope: request.scope,
        email,
        ...(request.nonce ? { nonce: request.nonce } : {}),
      };
      const key = await signingKeyFor(c.env?.DEV_ISSUER_SEED ?? DEFAULT_SEED);
      const target = new URL(request.redirect_uri);
      target.searchParams.set("code", await signInternal(key, "code", { ...grant }, issuer, options.now()));
      if (request.state !== undefined) target.searchParams.set("state", request.state);
      target.searchParams.set("iss", issuer);
      return c.redirect(target.toString(), 302);
    });
}
