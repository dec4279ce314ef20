import { describe, expect, it } from "vitest";
import { configProblems, HOST_URLS, hostUrl, isHarness, localUrl, missingHostUrls, setting, SVC_VARS } from "@shared/config";

describe("the SVC_* config module", () => {
  it("turns switches on only with exactly 1", () => {
    expect(isHarness({ SVC_HARNESS: "1" })).toBe(true);
    for (const off of ["true", "yes", "", "0", " 1"]) expect(isHarness({ SVC_HARNESS: off })).toBe(false);
    expect(setting({ SVC_ACCOUNTLESS: "1" }, "SVC_ACCOUNTLESS")).toBe(true);
    expect(setting({}, "SVC_ACCOUNTLESS")).toBeUndefined();
  });

  it("reads integer knobs within their bounds and drops the rest", () => {
    const harness = { SVC_HARNESS: "1" };
    expect(setting({ ...harness, SVC_CACHE_TTL_S: "0" }, "SVC_CACHE_TTL_S")).toBe(0);
    expect(setting({ ...harness, SVC_CACHE_TTL_S: "604801" }, "SVC_CACHE_TTL_S")).toBeUndefined();
    expect(setting({ ...harness, SVC_PDF_TIMEOUT_MS: "0" }, "SVC_PDF_TIMEOUT_MS")).toBeUndefined();
    expect(setting({ ...harness, SVC_PDF_TIMEOUT_MS: "1500" }, "SVC_PDF_TIMEOUT_MS")).toBe(1500);
    for (const bad of ["-5", "1e3", "12abc", "3.5", ""]) expect(setting({ ...harness, SVC_LIMIT_KEY_PER_MIN: bad }, "SVC_LIMIT_KEY_PER_MIN")).toBeUndefined();
    expect(setting({ SVC_LIMIT_CLAIMS_PER_MIN: "5" }, "SVC_LIMIT_CLAIMS_PER_MIN")).toBe(5);
  });

  it("ignores harness-only knobs outside the harness", () => {
    expect(setting({ SVC_CACHE_TTL_S: "0" }, "SVC_CACHE_TTL_S")).toBeUndefined();
    expect(setting({ SVC_TRUST_CLIENT_IP_HEADER: "1" }, "SVC_TRUST_CLIENT_IP_HEADER")).toBeUndefined();
    expect(setting({ SVC_BRAND_HOST_OVERRIDE: "acme.test=http://127.0.0.1:1/" }, "SVC_BRAND_HOST_OVERRIDE")).toBeUndefined();
    expect(setting({ SVC_HARNESS: "1", SVC_TRUST_CLIENT_IP_HEADER: "1" }, "SVC_TRUST_CLIENT_IP_HEADER")).toBe(true);
  });

  it("accepts only absolute http(s) URLs for hosts, without trailing slashes", () => {
    expect(hostUrl("platform_url", { SVC_PLATFORM_URL: "https://platform.example.com//" })).toBe("https://platform.example.com");
    expect(hostUrl("platform_url", { SVC_HARNESS: "1", SVC_PLATFORM_URL: "javascript:alert(1)" })).toBe(localUrl("platform_url"));
    expect(hostUrl("md_url", { SVC_HARNESS: "1" })).toBe("http://127.0.0.1:8788");
  });

  it("never resolves a host URL to the local table outside the harness: unset or unparsable is missing", () => {
    for (const { placeholder, urlVar } of HOST_URLS) {
      expect(hostUrl(placeholder, {}), urlVar).toBeUndefined();
      expect(hostUrl(placeholder, { SVC_HARNESS: "0", [urlVar]: "javascript:alert(1)" }), urlVar).toBeUndefined();
      expect(hostUrl(placeholder, { [urlVar]: "https://h.example.com" }), urlVar).toBe("https://h.example.com");
    }
    expect(missingHostUrls({ SVC_MD_URL: "https://md.example.com" })).toEqual(["SVC_BASE_URL", "SVC_BRAND_URL", "SVC_PDF_URL", "SVC_MCP_URL", "SVC_PLATFORM_URL"]);
    expect(missingHostUrls({ SVC_HARNESS: "1" })).toEqual([]);
  });

  it("names every variable that is set but does not parse, never its value", () => {
    const problems = configProblems({ SVC_HARNESS: "1", SVC_CACHE_TTL_S: "soon", SVC_KEY_ENV: "prod", SVC_PLATFORM_URL: "ftp://x", OTHER: "x" });
    expect(problems.sort()).toEqual(["SVC_CACHE_TTL_S", "SVC_KEY_ENV", "SVC_PLATFORM_URL"]);
  });

  it("documents every variable", () => {
    for (const [name, def] of Object.entries(SVC_VARS)) expect(def.doc.length, name).toBeGreaterThan(10);
  });
});
