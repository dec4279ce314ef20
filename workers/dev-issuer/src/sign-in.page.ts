/** The development sign-in form: an email address and a button, no password. */
import { html } from "hono/html";
import type { AuthorizeRequest } from "./authorize-request";

export const DEFAULT_EMAIL = "dev@example.com";

export function signInPage(request: AuthorizeRequest, options: { email?: string; error?: string } = {}) {
  const hidden: [string, string | undefined][] = [
    ["response_type", "code"],
    ["client_id", request.client_id],
    ["redirect_uri", request.redirect_uri],
    ["scope", request.scope],
    ["state", request.state],
    ["nonce", request.nonce],
    ["code_challenge", request.code_challenge],
    ["code_challenge_method", "S256"],
  ];
  const email = options.email ?? request.login_hint ?? DEFAULT_EMAIL;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sign in (development issuer)</title>
    <style>
      body { font-family: system-ui, sans-serif; max-width: 26rem; margin: 4rem auto; padding: 0 1rem; }
      label, input, button { display: block; width: 100%; box-sizing: border-box; font-size: 1rem; }
      input { margin: 0.4rem 0 1rem; padding: 0.5rem; }
      button { padding: 0.6rem; margin-top: 0.5rem; cursor: pointer; }
      .note { color: #666; font-size: 0.9rem; }
      .error { color: #b00020; }
    </style>
  </head>
  <body>
    <h1>Sign in</h1>
    <p class="note">Development identity provider: no password. Signing in for <strong>${request.client_id}</strong>.</p>
    ${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ""}
    <form method="post" action="/authorize">
      ${hidden.map(([name, value]) => (value === undefined ? "" : html`<input type="hidden" name="${name}" value="${value}" />`))}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${email}" />
      <button type="submit" name="action" value="sign_in">Sign in</button>
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </form>
  </body>
</html>`;
}
