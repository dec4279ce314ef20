import { describe, expect, it } from "vitest";
import { createWorkerApp, type BaseVariables } from "@shared/http/worker-app";
import { expandHostPlaceholders } from "@shared/http/host-urls";

describe("host placeholders in agent-facing text", () => {
  it("fills every host with its local address by default and keeps path placeholders", () => {
    const text = expandHostPlaceholders("POST {platform_url}/api/agent/claim; GET {md_url}/md/{target}; {auth_doc_url}", {});
    expect(text).toBe("POST http://127.0.0.1:8792/api/agent/claim; GET http://127.0.0.1:8788/md/{target}; http://127.0.0.1:8792/agent-setup");
  });

  it("uses a deployment's SVC_<HOST>_URL and SVC_AUTH_DOC_URL", () => {
    const env = { SVC_BASE_URL: "https://api.example.com/", SVC_AUTH_DOC_URL: "https://docs.example.com/agents" };
    expect(expandHostPlaceholders("{base_url}/v1 {auth_doc_url}", env)).toBe("https://api.example.com/v1 https://docs.example.com/agents");
  });

  it("serves /llms.txt with real addresses, never a literal {…_url}", async () => {
    const app = createWorkerApp<{ Bindings: object; Variables: BaseVariables }>({ service: "t", title: "t", description: "t", llms: "Claim at {platform_url}/api/agent/claim" });
    const text = await (await app.request("/llms.txt", {}, {})).text();
    expect(text).toBe("Claim at http://127.0.0.1:8792/api/agent/claim");
  });
});
