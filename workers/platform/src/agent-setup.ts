/**
 * The agent recipe (`{auth_doc_url}` = `{platform_url}/agent-setup`): the contract's five claim steps
 * written for an agent to follow. `/agent-setup` gives it with this deployment's absolute URLs;
 * `/llms.txt` carries the same text with paths relative to this host.
 */
import { createRouter } from "@shared/http/router";
import { FREE_CREDITS } from "@shared/pricing";
import { claimLinks, PATHS } from "./config";
import type { PlatformEnv } from "./env";

export interface RecipeLinks {
  /** `{platform_url}`, or "" for paths relative to this host. */
  platform: string;
  apiBase: string;
}

export function agentRecipe({ platform, apiBase }: RecipeLinks): string {
  return `# Get an API key for the data gateway (agent recipe)

The gateway serves read-only public data as JSON at ${apiBase}. Keyed routes need
\`Authorization: Bearer <API_KEY>\`. You get a workspace-scoped, read-only key through a claim that
your human approves in a browser. No password and no copy-pasting of secrets by the human.

## 1. Find out whether you need a key
\`GET ${apiBase}/v1/capabilities\` is public and lists every route with its auth. A \`401\` from a
data route means you need a key: continue.

## 2. Start a claim
\`\`\`
POST ${platform}/api/agent/claim
Content-Type: application/json

{"agent_name": "<your name, at most 64 characters>", "agent_platform": "<where you run, at most 64 characters>"}
\`\`\`
The body is optional (at most 2 KB) but the JSON content type is required. The \`201\` answer has
\`claim_id\`, \`device_code\`, \`user_code\` (like \`BCDF-GHJK\`), \`verification_uri\`,
\`verification_uri_complete\`, \`expires_in\` (900 seconds) and \`interval\` (3 seconds).
Keep \`claim_id\`, \`device_code\` and \`interval\`. **Never show \`device_code\` to anyone**: it is
the secret that collects the key. \`429 rate_limited\`: wait \`Retry-After\` seconds.

## 3. Ask your human to approve, in one message
Send the human \`verification_uri_complete\` and \`user_code\` together, for example:
"Please open <verification_uri_complete> and approve the code <user_code>; it is valid 15 minutes."
They sign in with their identity provider (a first sign-in creates their workspace), check that
the code on the page is yours, and approve read-only access.

## 4. Poll for the key, no faster than \`interval\` seconds
\`\`\`
POST ${platform}/api/agent/claim/token
Content-Type: application/json

{"claim_id": "<claim_id>", "device_code": "<device_code>"}
\`\`\`
- \`428\` \`authorization_pending\`: not decided yet; wait \`interval\` seconds and poll again.
- \`428\` \`slow_down\`: you polled too fast; use the larger \`interval\` in the answer from now on.
- \`410\` \`expired_token\`: the claim expired (15 minutes) or the human denied it
  (\`reason: "access_denied"\`); start again at step 2 only if your human wants to.
- \`404\` \`invalid_claim\`: wrong \`claim_id\` or \`device_code\`; check what you kept.
- \`503\` \`temporarily_unavailable\`: keep the claim and poll again after \`interval\` seconds.

## 5. Receive the key exactly once
\`200\` with \`status: "approved"\`, \`api_key\`, \`key_id\`, \`key_prefix\`, \`workspace_id\` and
\`api_base_url\`. This is the only time the key is ever shown: store it securely now, then send
\`Authorization: Bearer <api_key>\` on every request to \`api_base_url\`. ${FREE_CREDITS} free credits are
granted with the first key of a workspace.

A later poll answers \`409 already_delivered\` with \`existing_key\` (\`key_id\`, \`key_prefix\`,
\`workspace_id\`, \`created_at\`) and \`dashboard_url\`, and no key. You get the same \`409\` when the
human's workspace already had an active key: approval never rotates a key. Do not retry for a new
key; ask your human to copy the key or rotate it in the dashboard (${platform}${PATHS.dashboard}).
A \`401\` on a key that used to work means it was rotated or revoked: get the new one from your
human, or run this recipe again.
`;
}

/** `/llms.txt` of the platform host (`{base_url}` is filled in per deployment when served). */
export const PLATFORM_LLMS_TXT = `${agentRecipe({ platform: "", apiBase: "{base_url}" })}
## This host
- \`GET ${PATHS.agentSetup}\`: this recipe with this deployment's absolute URLs (text/markdown).
- \`GET /openapi.json\`: the claim routes' reference (the interactive \`/docs\` is on the api host).
`;

export function agentSetupRoutes() {
  const app = createRouter<PlatformEnv>();
  app.get(PATHS.agentSetup, (c) => {
    const links = claimLinks(c.env, c.req.url);
    return c.body(agentRecipe({ platform: links.platform_url, apiBase: links.api_base_url }), 200, {
      "Content-Type": "text/markdown; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    });
  });
  return app;
}
