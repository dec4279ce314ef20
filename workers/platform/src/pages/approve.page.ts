/**
 * The consent page (RFC 8628 §5.4, remote phishing): before anything is granted it says plainly
 * who is asking (the agent's self-declared name and platform, shown as untrusted text), what is
 * granted (a read-only API key to this workspace), and that a code received from someone else
 * must be denied.
 */
import { html } from "hono/html";
import type { ClaimView } from "@shared/claim/record";
import type { KeyRecord } from "../keys.store";
import { PATHS } from "../config";
import { layout, type Markup, type Viewer } from "./layout.page";

/**
 * An agent-supplied label as display text: control and bidirectional-override characters are
 * removed so a name cannot reorder or hide the page's own words (escaping happens in `html`).
 */
export function displayLabel(value: string | null): string | null {
  if (value === null) return null;
  const cleaned = value.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  return cleaned === "" ? null : cleaned;
}

export interface ApprovalView {
  claim: ClaimView;
  workspace: { id: string; name: string };
  activeKey: KeyRecord | null;
}

export function approvalPage(viewer: Viewer, view: ApprovalView): Markup {
  const agent = displayLabel(view.claim.agent_name);
  const platform = displayLabel(view.claim.agent_platform);
  const expiresAt = new Date(view.claim.expires_at).toISOString().replace(/:\d{2}\.\d{3}Z$/, " UTC");
  return layout(
    "Approve an AI agent",
    html`<h1>Approve an AI agent?</h1>
      <p class="warning" id="grant-statement"><strong>An AI agent is asking for a read-only API key to your workspace
        “${view.workspace.name}”.</strong> If you approve, that agent can read public data through this service with your workspace's
        key, and its usage draws on your workspace's credits. It cannot change anything.</p>
      <dl>
        <dt>Agent</dt><dd id="agent-name">${agent ?? "(no name given)"}</dd>
        <dt>Platform</dt><dd id="agent-platform">${platform ?? "(not given)"}</dd>
        <dt>Code</dt><dd><span class="code" id="user-code">${view.claim.user_code}</span></dd>
        <dt>Workspace</dt><dd>${view.workspace.name} <span class="muted">(${view.workspace.id})</span></dd>
        <dt>Signed in as</dt><dd>${viewer.email ?? "(no email)"}</dd>
        <dt>Request expires</dt><dd>${expiresAt}</dd>
      </dl>
      <p class="muted">The agent chose its own name and platform; they are not verified.</p>
      <p><strong>Approve only if you started this yourself just now and the code above is the one your own agent showed you.</strong>
        If someone sent you this link or code, or you are not sure, deny.</p>
      ${view.activeKey
        ? html`<p class="muted">Your workspace already has an active key (${view.activeKey.key_prefix}…). Approving does not replace it:
            the agent is told to use the existing key, which you can copy or rotate in the dashboard.</p>`
        : ""}
      <form method="post" action="${PATHS.approve}">
        <input type="hidden" name="csrf" value="${viewer.csrf}" />
        <button class="primary" type="submit" name="decision" value="approve" id="approve">Approve read-only access</button>
        <button class="danger" type="submit" name="decision" value="deny" id="deny">Deny</button>
      </form>`,
    viewer,
  );
}
