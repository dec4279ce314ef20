/** The authorization-code grant at the provider's token endpoint (RFC 6749 §4.1.3, RFC 7636 §4.5). */
import { z } from "zod";
import { ApiError } from "../errors";

const tokenResponseSchema = z.object({
  id_token: z.string().min(1),
  access_token: z.string().optional(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export interface CodeExchange {
  tokenEndpoint: string;
  clientId: string;
  /** Sent as `client_secret_post`; without it the client is public (auth method `none`). */
  clientSecret?: string;
  redirectUri: string;
  code: string;
  codeVerifier: string;
  fetch: typeof fetch;
}

/** Exchanges an authorization code; a provider refusal (4xx) is 400, a provider fault 502. */
export async function exchangeCode(exchange: CodeExchange): Promise<TokenResponse> {
  const form = new URLSearchParams({
    grant_type: "authorization_code",
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    client_id: exchange.clientId,
    code_verifier: exchange.codeVerifier,
  });
  if (exchange.clientSecret) form.set("client_secret", exchange.clientSecret);
  let response: Response;
  try {
    response = await exchange.fetch(exchange.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: form.toString(),
    });
  } catch (cause) {
    throw new ApiError("upstream_unavailable", "The identity provider is unreachable.", { internal: "oidc:token_unreachable", cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 400 && response.status < 500) {
    const error = (body as { error?: unknown } | null)?.error;
    throw new ApiError("invalid_request", "Sign-in could not be completed. Please start again.", {
      internal: `oidc:token_rejected ${response.status} ${typeof error === "string" ? error : ""}`.trim(),
    });
  }
  const parsed = tokenResponseSchema.safeParse(body);
  if (!response.ok || !parsed.success) {
    throw new ApiError("upstream_unavailable", "The identity provider failed.", { internal: `oidc:token_failed ${response.status}` });
  }
  return parsed.data;
}
