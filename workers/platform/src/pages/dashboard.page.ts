/** The workspace dashboard: the active key's prefix (never the key), and rotation. */
import { html } from "hono/html";
import { MICRO_PER_CREDIT } from "@shared/pricing";
import type { KeyRecord } from "../keys.store";
import { PATHS } from "../config";
import { layout, type Markup, type Viewer } from "./layout.page";

export interface WorkspaceSummary {
  id: string;
  name: string;
  balance_micro: number;
  free_credits_micro: number;
}

const credits = (micro: number) => (micro / MICRO_PER_CREDIT).toLocaleString("en-US", { maximumFractionDigits: 3 });

export function dashboardPage(viewer: Viewer, workspace: WorkspaceSummary, key: KeyRecord | null): Markup {
  return layout(
    "Dashboard",
    html`<h1>Workspace “${workspace.name}”</h1>
      <dl>
        <dt>Workspace id</dt><dd>${workspace.id}</dd>
        <dt>Free credits</dt><dd>${credits(workspace.free_credits_micro)}</dd>
        <dt>Paid credits</dt><dd>${credits(workspace.balance_micro)}</dd>
      </dl>
      <h2>API key</h2>
      ${key
        ? html`<dl>
              <dt>Key</dt><dd><code id="key-prefix">${key.key_prefix}…</code> <span class="muted">(only the prefix is ever shown again)</span></dd>
              <dt>Created</dt><dd>${key.created_at}</dd>
              <dt>Scope</dt><dd>read:social_public (read-only)</dd>
            </dl>
            <p class="warning">Rotating creates a new key and revokes this one at once: every agent using it gets 401 until it has the new key.</p>`
        : html`<p>This workspace has no active key. Ask your agent to start a claim, or create one here.</p>`}
      <form method="post" action="${PATHS.rotate}">
        <input type="hidden" name="csrf" value="${viewer.csrf}" />
        <button class="${key ? "danger" : "primary"}" type="submit" id="rotate">${key ? "Rotate key" : "Create key"}</button>
      </form>`,
    viewer,
  );
}

/** The one time a browser shows a key: right after the human created or rotated it. */
export function newKeyPage(viewer: Viewer, apiKey: string, key: KeyRecord): Markup {
  return layout(
    "New API key",
    html`<h1>Your new API key</h1>
      <p class="warning"><strong>Copy it now: it is shown this once and cannot be shown again.</strong> Only its SHA-256 hash is stored.</p>
      <code class="key" id="new-key">${apiKey}</code>
      <dl>
        <dt>Key id</dt><dd>${key.key_id}</dd>
        <dt>Created</dt><dd>${key.created_at}</dd>
      </dl>
      <p>Give it to your agent as <code>Authorization: Bearer &lt;key&gt;</code>. Any previous key of this workspace no longer works.</p>
      <p><a class="button" href="${PATHS.dashboard}">Back to the dashboard</a></p>`,
    viewer,
  );
}
