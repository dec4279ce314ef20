import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PRICE_CREDITS } from "@shared/pricing";
import { PRIMITIVE_CAPABILITIES, primitiveProviders } from "../../workers/api/src/primitives";

describe("keyed primitives in the capabilities listing and the api's llms.txt", () => {
  it("lists /v1/markdown and the four /v1/brand forms: GET, key, no scope, 2 credits (the price table)", () => {
    expect(PRIMITIVE_CAPABILITIES).toEqual([
      { method: "GET", path: "/v1/markdown", auth: "key", scope: null, price_credits: PRICE_CREDITS.markdown },
      ...["", "/logo", "/fonts", "/styleguide"].map((suffix) => ({
        method: "GET",
        path: `/v1/brand/{domain}${suffix}`,
        auth: "key",
        scope: null,
        price_credits: PRICE_CREDITS.brand,
      })),
    ]);
    expect(PRICE_CREDITS.markdown).toBe(2);
    expect(PRICE_CREDITS.brand).toBe(2);
  });

  it("lists only routes the api serves, each documented as a Bearer route in /openapi.json", async () => {
    const doc = (await (await SELF.fetch("http://api.test/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    for (const route of PRIMITIVE_CAPABILITIES) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()]?.security, route.path).toEqual([{ bearerAuth: [] }]);
    }
  });

  it("gives provider entries in the capabilities body shape, unavailable when a binding is missing", () => {
    const [markdown, brand] = primitiveProviders(env);
    expect(markdown).toMatchObject({ name: "markdown", status: "available", circuit: "closed" });
    expect(markdown!.routes.map((r) => r.path)).toEqual(["/v1/markdown"]);
    expect(brand).toMatchObject({ name: "brand", status: "available", circuit: "closed" });
    expect(brand!.routes).toHaveLength(4);
    expect(primitiveProviders({ MD: env.MD })[1]).toMatchObject({ name: "brand", status: "unavailable", circuit: "open" });
  });

  it("appear in GET /v1/capabilities as the markdown and brand providers", async () => {
    const res = await SELF.fetch("http://api.test/v1/capabilities");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { providers: { name: string; routes: unknown[] }[] } };
    const listed = data.providers.filter((p) => p.name === "markdown" || p.name === "brand").flatMap((p) => p.routes);
    expect(listed).toEqual([...PRIMITIVE_CAPABILITIES]);
  });

  it("tells agents in the api's /llms.txt about every primitive and its price", async () => {
    const text = await (await SELF.fetch("http://api.test/llms.txt")).text();
    for (const route of PRIMITIVE_CAPABILITIES) expect(text, route.path).toContain(route.path.replace("/v1/brand/{domain}/", "/"));
    expect(text).toContain("2 credits each");
  });
});
