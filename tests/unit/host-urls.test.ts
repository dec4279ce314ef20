import { describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { createWorkerApp, type BaseVariables } from "@shared/http/worker-app";
import { expandHostPlaceholders, hostUrl } from "@shared/http/host-urls";

const HARNESS = { SVC_HARNESS: "1" };

describe("host placeholders in agent-facing text", () => {
  it("fills every host with its local address in the harness and keeps path placeholders", () => {
    const text = expandHostPlaceholders("POST {platform_url}/api/agent/claim; GET {md_url}/md/{target}; {auth_doc_url}", HARNESS);
    expect(text).toBe("POST http://127.0.0.1:8792/api/agent/claim; GET http://127.0.0.1:8788/md/{target}; http://127.0.0.1:8792/agent-setup");
  });

  it("uses a deployment's SVC_<HOST>_URL and SVC_AUTH_DOC_URL", () => {
    const env = { SVC_BASE_URL: "https://api.example.com/", SVC_AUTH_DOC_URL: "https://docs.example.com/agents" };
    expect(expandHostPlaceholders("{base_url}/v1 {auth_doc_url}", env)).toBe("https://api.example.com/v1 https://docs.example.com/agents");
  });

  it("outside the harness refuses an unset host URL with 503 degraded rather than the local address", () => {
    for (const placeholder of ["base_url", "md_url", "brand_url", "pdf_url", "mcp_url", "platform_url"] as const) {
      let thrown: unknown;
      try {
        hostUrl(placeholder, { SVC_HARNESS: "0" });
      } catch (err) {
        thrown = err;
      }
      expect(thrown, placeholder).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).code).toBe("degraded");
      expect((thrown as ApiError).message).not.toMatch(/127\.0\.0\.1/);
    }
    expect(() => expandHostPlaceholders("{auth_doc_url}", {})).toThrow(ApiError);
  });

  it("serves /llms.txt with real addresses, never a literal {…_url}", async () => {
    const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({ service: "t", title: "t", description: "t", llms: "Claim at {platform_url}/api/agent/claim" });
    expect(await (await app.request("/llms.txt", {}, HARNESS)).text()).toBe("Claim at http://127.0.0.1:8792/api/agent/claim");
    expect(await (await app.request("/llms.txt", {}, { SVC_PLATFORM_URL: "https://platform.example.com" })).text()).toBe("Claim at https://platform.example.com/api/agent/claim");
  });
});
