/** OpenID Connect Discovery 1.0: the provider's metadata from `/.well-known/openid-configuration`. */
import { z } from "zod";
import { ApiError } from "../errors";

const metadataSchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  id_token_signing_alg_values_supported: z.array(z.string()).optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});

export type ProviderMetadata = z.infer<typeof metadataSchema>;

/** Issuer identifiers compared without a trailing slash (deployments write both forms). */
export const sameIssuer = (a: string, b: string) => a.replace(/\/$/, "") === b.replace(/\/$/, "");

/**
 * Fetches and checks the provider metadata. The advertised `issuer` must be the configured one
 * (Discovery §4.3), otherwise a look-alike document could redirect token validation.
 *
 * @example const meta = await discoverProvider("http://127.0.0.1:8793", fetch);
 */
export async function discoverProvider(issuer: string, fetchFn: typeof fetch): Promise<ProviderMetadata> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { Accept: "application/json" } });
  } catch (cause) {
    throw new ApiError("upstream_unavailable", "The identity provider is unreachable.", { internal: `oidc:discovery_unreachable ${url}`, cause });
  }
  if (!response.ok) {
    throw new ApiError("upstream_unavailable", "The identity provider is unreachable.", { internal: `oidc:discovery_status ${response.status}` });
  }
  const parsed = metadataSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiError("upstream_unavailable", "The identity provider is misconfigured.", { internal: `oidc:discovery_invalid ${parsed.error.message}` });
  }
  if (!sameIssuer(parsed.data.issuer, issuer)) {
    throw new ApiError("upstream_unavailable", "The identity provider is misconfigured.", {
      internal: `oidc:issuer_mismatch expected ${issuer} got ${parsed.data.issuer}`,
    });
  }
  const methods = parsed.data.code_challenge_methods_supported;
  if (methods && !methods.includes("S256")) {
    throw new ApiError("upstream_unavailable", "The identity provider is misconfigured.", { internal: "oidc:no_pkce_s256" });
  }
  return parsed.data;
}
