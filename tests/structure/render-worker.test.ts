/**
 * The render worker's place in the tree (docs/rendering.md): internal like the provider workers (no
 * port in the host table), run by `npm run dev`, holding the `[browser]` binding in dev and in
 * production, and bound by the page readers through its `RenderService` entrypoint in both.
 */
import path from "node:path";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { HOSTS as DEV_HOSTS } from "../../scripts/dev-hosts.mjs";

const ROOT = path.join(import.meta.dirname, "../..");
const { unstable_readConfig } = createRequire(import.meta.url)("wrangler") as {
  unstable_readConfig: (args: { config: string; env?: string }) => { browser?: { binding: string }; services?: { binding: string; service: string; entrypoint?: string }[] };
};
const config = (file: string, env?: string) => unstable_readConfig({ config: path.join(ROOT, file), ...(env ? { env } : {}) });
const READERS = ["workers/md/wrangler.toml", "workers/brand/wrangler.toml"];

describe("render worker", () => {
  it("is an internal worker of the dev stack, without a port", () => {
    const render = DEV_HOSTS.find((h) => h.name === "render");
    expect(render).toMatchObject({ config: "workers/render/wrangler.toml" });
    expect(render?.port).toBeUndefined();
  });

  it("holds the [browser] binding locally and in production", () => {
    for (const env of [undefined, "production"]) expect(config("workers/render/wrangler.toml", env).browser?.binding, env ?? "dev").toBe("BROWSER");
  });

  it("is what every page reader's RENDER binding names, locally and in production", () => {
    for (const file of READERS) {
      for (const env of [undefined, "production"]) {
        const binding = config(file, env).services?.find((s) => s.binding === "RENDER");
        expect(binding, `${file} ${env ?? "dev"}`).toMatchObject({ service: "render", entrypoint: "RenderService" });
      }
    }
  });
});
