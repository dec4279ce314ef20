/**
 * Checks an authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636 §4.3), and reads what it
 * asks about an existing sign-in: `prompt` and `max_age` (OpenID Connect Core §3.1.2.1).
 */

export interface AuthorizeRequest {
  client_id: string;
  redirect_uri: string;
  scope: string;
  state?: string;
  nonce?: string;
  code_challenge: string;
  login_hint?: string;
  /** `prompt` values: `login` asks for a new authentication, `none` for none at all. */
  prompt: string[];
  /** Seconds: an authentication older than this must be done again (0: always). */
  max_age?: number;
}

export type AuthorizeCheck =
  | { ok: true; request: AuthorizeRequest }
  /** The redirect target itself is unusable: show the error, never redirect (RFC 6749 §4.1.2.1). */
  | { ok: false; show: string }
  /** Tell the client through its redirect URI. */
  | { ok: false; redirect: string };

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE = /^\d{1,10}$/;
const PROMPTS = new Set(["none", "login", "consent", "select_account"]);

export function errorRedirect(redirectUri: string, error: string, description: string, state: string | undefined, issuer: string) {
  const target = new URL(redirectUri);
  target.searchParams.set("error", error);
  target.searchParams.set("error_description", description);
  if (state !== undefined) target.searchParams.set("state", state);
  target.searchParams.set("iss", issuer);
  return target.toString();
}

export function checkAuthorizeRequest(params: Record<string, string | undefined>, issuer: string): AuthorizeCheck {
  const { client_id, redirect_uri, state } = params;
  if (!client_id) return { ok: false, show: "client_id is required." };
  let redirect: URL;
  try {
    redirect = new URL(redirect_uri ?? "");
  } catch {
    return { ok: false, show: "redirect_uri must be an absolute URL." };
  }
  if (redirect.protocol !== "http:" && redirect.protocol !== "https:") {
    return { ok: false, show: "redirect_uri must use http or https." };
  }
  const fail = (error: string, description: string) =>
    ({ ok: false, redirect: errorRedirect(redirect.toString(), error, description, state, issuer) }) as const;
  if (params.response_type !== "code") return fail("unsupported_response_type", "Only response_type=code is supported.");
  const scope = params.scope ?? "";
  if (!scope.split(" ").includes("openid")) return fail("invalid_scope", "The openid scope is required.");
  if (params.code_challenge_method !== "S256" || !PKCE_CHALLENGE.test(params.code_challenge ?? "")) {
    return fail("invalid_request", "PKCE with code_challenge_method=S256 is required.");
  }
  const prompt = (params.prompt ?? "").split(" ").filter(Boolean);
  if (prompt.some((p) => !PROMPTS.has(p)) || (prompt.includes("none") && prompt.length > 1)) {
    return fail("invalid_request", "prompt must be none alone, or any of login, consent, select_account.");
  }
  if (params.max_age !== undefined && params.max_age !== "" && !MAX_AGE.test(params.max_age)) {
    return fail("invalid_request", "max_age must be a whole number of seconds.");
  }
  return {
    ok: true,
    request: {
      client_id,
      redirect_uri: redirect.toString(),
      scope,
      state,
      nonce: params.nonce || undefined,
      code_challenge: params.code_challenge!,
      login_hint: params.login_hint || undefined,
      prompt,
      max_age: params.max_age ? Number(params.max_age) : undefined,
    },
  };
}
