/** Small pieces of the platform worker, called directly. */
import { describe, expect, it } from "vitest";
import { fromBase64Url, randomBase64Url, toBase64Url } from "@shared/claim/codes";
import { safeNext } from "../../workers/platform/src/auth.routes";
import { useSecureCookies } from "../../workers/platform/src/config";
import { oidcFetch } from "../../workers/platform/src/oidc";
import { displayLabel } from "../../workers/platform/src/pages/approve.page";
import { ISSUER } from "./support";

describe("safeNext (where sign-in returns to)", () => {
  it.each([
    ["/activate?code=BCDF-GHJK", "/activate?code=BCDF-GHJK"],
    ["/dashboard", "/dashboard"],
    ["//evil.example/x", "/dashboard"],
    ["https://evil.example/", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["/auth/logout", "/dashboard"],
    ["/billing/checkout/tpi_0123456789abcdef0123456789abcdef", "/billing/checkout/tpi_0123456789abcdef0123456789abcdef"],
    ["/billing/checkout/tpi_0123456789abcdef0123456789abcdef/../../x", "/dashboard"],
    ["/billing/checkout/elsewhere", "/dashboard"],
    [undefined, "/dashboard"],
  ])("maps %s to %s", (input, expected) => {
    expect(safeNext(input)).toBe(expected);
  });
});

describe("displayLabel (agent-supplied names)", () => {
  it("removes control and direction-override characters, keeps the rest as text", () => {
    expect(displayLabel("evil\u202Egnp.exe")).toBe("evilgnp.exe");
    expect(displayLabel("a\u0000b\nc")).toBe("abc");
    expect(displayLabel("<b>x</b>")).toBe("<b>x</b>");
    expect(displayLabel(" \u2066 ")).toBeNull();
    expect(displayLabel(null)).toBeNull();
  });
});

describe("useSecureCookies", () => {
  it("is off only for plain http on a loopback host", () => {
    expect(useSecureCookies("http://127.0.0.1:8792/x")).toBe(false);
    expect(useSecureCookies("http://localhost:8792/x")).toBe(false);
    expect(useSecureCookies("https://127.0.0.1/x")).toBe(true);
    expect(useSecureCookies("http://platform.example/x")).toBe(true);
    expect(useSecureCookies("https://platform.example/x")).toBe(true);
  });
});

describe("base64url", () => {
  it("round-trips bytes and refuses other characters", () => {
    const text = randomBase64Url(32);
    expect(toBase64Url(fromBase64Url(text))).toBe(text);
    expect(() => fromBase64Url("a+b/")).toThrow();
  });
});

describe("OIDC fetches go through the safe fetcher", () => {
  it("reach the configured issuer on loopback even outside the harness", async () => {
    const res = await oidcFetch({} as never, ISSUER)(`${ISSUER}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { issuer: string }).issuer).toBe(ISSUER);
  });

  it("refuse any other private address outside the harness", async () => {
    await expect(oidcFetch({} as never, ISSUER)("http://127.0.0.1:9999/jwks")).rejects.toMatchObject({ kind: "unsafe_target" });
    await expect(oidcFetch({} as never, ISSUER)("http://169.254.169.254/latest/meta-data")).rejects.toMatchObject({ kind: "unsafe_target" });
  });

  it("keep metadata addresses blocked in the harness too", async () => {
    await expect(oidcFetch({ SVC_HARNESS: "1" } as never, ISSUER)("http://169.254.169.254/x")).rejects.toMatchObject({ kind: "unsafe_target" });
  });

  it("follow no redirect", async () => {
    const redirecting = `${ISSUER}/authorize?client_id=x&redirect_uri=${encodeURIComponent("http://127.0.0.1:8792/cb")}`;
    await expect(oidcFetch({} as never, ISSUER)(redirecting)).rejects.toMatchObject({ kind: "too_many_redirects" });
  });
});
