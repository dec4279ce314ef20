/**
 * The source exclusion list's configuration and its one writer (docs/operations.md#source-exclusions):
 * every page-reading worker binds the same KV namespace locally and in production, and
 * scripts/source-exclusions.mjs (what `npm run dev` and `npm run deploy` seed with) writes only a
 * list the workers' own parser accepts, in canonical form.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOSTS } from "../../scripts/dev-hosts.mjs";
// @ts-expect-error: plain ESM scripts without type declarations
import { canonicalExclusions, seedSourceExclusions } from "../../scripts/source-exclusions.mjs";
import { PAGE_READERS } from "../../shared/contract/page-readers";

const root = path.join(import.meta.dirname, "../..");
const { unstable_readConfig } = createRequire(import.meta.url)("wrangler");

/**
 * Workers that check the list: every host of PAGE_READERS but mcp (whose tools run the api's and
 * pdf's routes), the monitors worker (the api's monitor and watch readers, and the engine's runs)
 * and the render worker (every request a rendered page makes, docs/rendering.md#source-exclusions).
 */
const READING_WORKERS = ["api", "md", "brand", "pdf", "monitors", "render"];

const bindingOf = (name: string, env?: string) => {
  const host = (HOSTS as Array<{ name: string; config: string }>).find((h) => h.name === name)!;
  const config = unstable_readConfig({ config: path.join(root, host.config), env });
  return (config.kv_namespaces as Array<{ binding: string; id: string }> | undefined)?.find((k) => k.binding === "SOURCE_EXCLUSIONS")?.id;
};

describe("the SOURCE_EXCLUSIONS binding", () => {
  it("is one namespace bound by every page-reading worker, locally and in production", () => {
    const hosts = new Set(PAGE_READERS.map((r) => r.host).filter((h) => h !== "mcp"));
    expect([...hosts].filter((h) => !READING_WORKERS.includes(h))).toEqual([]);
    for (const worker of READING_WORKERS) {
      expect(bindingOf(worker), worker).toBe("00000000000000000000000000000095");
      expect(bindingOf(worker, "production"), `${worker} [env.production]`).toBe("kv:svc-source-exclusions");
    }
  });

  it("is bound by no worker outside that list, and by every worker that renders pages or reads them through the renderer", () => {
    const workers = (HOSTS as Array<{ name: string; config: string }>).map((h) => ({ name: h.name, config: unstable_readConfig({ config: path.join(root, h.config) }) }));
    expect(workers.filter((w) => bindingOf(w.name) !== undefined && !READING_WORKERS.includes(w.name)).map((w) => w.name)).toEqual([]);
    const renders = workers.filter(
      (w) => w.config.browser !== undefined || (w.config.services as Array<{ service: string }> | undefined)?.some((s) => s.service === "render"),
    );
    expect(renders.map((w) => w.name).sort()).toEqual(expect.arrayContaining(["brand", "md", "render"]));
    expect(renders.filter((w) => !READING_WORKERS.includes(w.name)).map((w) => w.name)).toEqual([]);
  });
});

describe("scripts/source-exclusions.mjs", () => {
  it("writes the canonical form of a valid list, and deletes the key for an empty one", async () => {
    const said: string[] = [];
    const where = { remote: true, namespaceId: "ns-test" };
    await seedSourceExclusions({ root, raw: " Example.COM, bücher.example/Docs/ ", where, dryRun: true, say: (l: string) => said.push(l) });
    await seedSourceExclusions({ root, raw: "", where, dryRun: true, say: (l: string) => said.push(l) });
    expect(said[0]).toContain('kv key put source-exclusions "example.com\\nxn--bcher-kva.example/Docs" --namespace-id ns-test --remote');
    expect(said[1]).toContain("kv key delete source-exclusions --namespace-id ns-test --remote");
  });

  it("refuses a list with an invalid entry, naming it, before anything is written", async () => {
    const said: string[] = [];
    await expect(seedSourceExclusions({ root, raw: "ok.example, https://bad.example/x", where: { remote: true, namespaceId: "ns" }, dryRun: true, say: (l: string) => said.push(l) })).rejects.toThrow(
      /https:\/\/bad\.example\/x.*scheme/,
    );
    await expect(canonicalExclusions(root, "example.com:8443")).rejects.toThrow(/port/);
    expect(said).toEqual([]);
  });
});
