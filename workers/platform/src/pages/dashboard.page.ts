/** The workspace dashboard: balance, ledger and top-up, the active key's prefix (never the key), and rotation. */
import { html } from "hono/html";
import type { LedgerEntry } from "@shared/billing";
import type { IntentRow } from "@shared/payments/topup-intents";
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
const usd = (micro: number) => `$${(micro / 1_000_000).toFixed(2)}`;

export interface LedgerView {
  ledger: LedgerEntry[];
  /** Cursor of the next (older) page, or null. */
  next: string | null;
  /** Whether this is a later page (a link back to the newest then). */
  paged: boolean;
}

function ledgerTable(view: LedgerView): Markup {
  if (view.ledger.length === 0) return html`<p id="ledger-empty" class="muted">No credit movements yet.</p>`;
  return html`<table id="ledger">
      <thead><tr><th>When</th><th>Kind</th><th>Credits</th><th>Route</th></tr></thead>
      <tbody>
        ${view.ledger.map(
          (row) => html`<tr class="ledger-row" data-kind="${row.kind}">
            <td>${row.created_at.replace("T", " ").slice(0, 19)}</td><td>${row.kind}</td>
            <td>${row.kind === "charge" ? "−" : "+"}${credits(row.amount_micro)}</td><td>${row.route ?? ""}</td>
          </tr>`,
        )}
      </tbody>
    </table>
    <p>${view.paged ? html`<a id="ledger-newest" href="${PATHS.dashboard}">Newest</a> ` : ""}${view.next
      ? html`<a id="ledger-older" href="${PATHS.dashboard}?ledger=${encodeURIComponent(view.next)}">Older</a>`
      : ""}</p>`;
}

export function dashboardPage(viewer: Viewer, workspace: WorkspaceSummary, key: KeyRecord | null, ledger: LedgerView): Markup {
  return layout(
    "Dashboard",
    html`<h1>Workspace “${workspace.name}”</h1>
      <dl>
        <dt>Workspace id</dt><dd>${workspace.id}</dd>
        <dt>Balance</dt><dd id="balance">${credits(workspace.balance_micro + workspace.free_credits_micro)} credits</dd>
        <dt>Free credits</dt><dd id="free-credits">${credits(workspace.free_credits_micro)}</dd>
        <dt>Paid credits</dt><dd id="paid-credits">${credits(workspace.balance_micro)}</dd>
      </dl>
      <p><a class="button" id="monitors-link" href="${PATHS.monitors}">Monitors</a> <a class="button" id="watches-link" href="${PATHS.watches}">Watches</a></p>
      <h2>Top up</h2>
      <form method="post" action="${PATHS.topup}">
        <input type="hidden" name="csrf" value="${viewer.csrf}" />
        <label for="amount_usd">Amount (USD, 1 USD = 1,000 credits)</label>
        <input id="amount_usd" name="amount_usd" type="number" min="1" max="10000" step="1" value="10" required />
        <button class="primary" type="submit" id="topup">Top up</button>
      </form>
      <h2>Ledger</h2>
      ${ledgerTable(ledger)}
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

/** After the top-up form: the intent exists; the link goes to the provider's checkout. */
export function topupCreatedPage(viewer: Viewer, intent: IntentRow): Markup {
  return layout(
    "Top up",
    html`<h1>Top up ${usd(intent.amount_micro)}</h1>
      <p>You are adding ${credits(intent.amount_micro)} credits to this workspace. Payment happens on the payment provider's page.</p>
      <p><a class="button primary" id="checkout" href="${PATHS.checkout}/${intent.id}">Continue to payment</a>
        <a class="button" href="${PATHS.dashboard}">Cancel</a></p>`,
    viewer,
  );
}
