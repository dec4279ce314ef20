/** `verification_uri`: where the human types (or finds pre-filled) the agent's user code. */
import { html } from "hono/html";
import { PATHS } from "../config";
import { layout, type Markup, type Viewer } from "./layout.page";

/** Sign-in link that comes back to `next` afterwards. */
export const signInHref = (next: string) => `${PATHS.login}?next=${encodeURIComponent(next)}`;

export function signedOutPage(next: string, purpose: string): Markup {
  return layout(
    "Sign in",
    html`<h1>Sign in to continue</h1>
      <p>${purpose}</p>
      <p>You sign in with your identity provider; there is no password here. A first sign-in creates your organization and workspace.</p>
      <a class="button primary" id="sign-in" href="${signInHref(next)}">Sign in</a>`,
  );
}

export function codeEntryPage(viewer: Viewer, options: { code?: string; error?: string } = {}): Markup {
  return layout(
    "Connect an AI agent",
    html`<h1>Connect an AI agent</h1>
      <p>Enter the code your AI agent showed you. It looks like <span class="code">BCDF-GHJK</span>; case, spaces and dashes do not matter.</p>
      ${options.error ? html`<p class="error" role="alert">${options.error}</p>` : ""}
      <form method="post" action="${PATHS.activate}">
        <input type="hidden" name="csrf" value="${viewer.csrf}" />
        <label for="user_code">Code</label><br />
        <input id="user_code" name="user_code" type="text" inputmode="text" autocomplete="off" autocapitalize="characters"
          spellcheck="false" maxlength="64" required value="${options.code ?? ""}" />
        <button class="primary" type="submit" id="continue">Continue</button>
      </form>
      <p class="muted">Only continue if you asked your own AI agent to connect just now. If someone else sent you this code or link, close this page.</p>`,
    viewer,
  );
}
