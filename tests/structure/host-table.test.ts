import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HOSTS as DEV_HOSTS } from "../../scripts/dev-hosts.mjs";
import hostTable from "@shared/config/hosts.json";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The `[dev] port` of a wrangler.toml (the only place wrangler reads it from). */
function devPort(config: string): number | undefined {
  const toml = readFileSync(path.join(ROOT, config), "utf8");
  const dev = /^\[dev\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(toml)?.[1] ?? "";
  const port = /^port\s*=\s*(\d+)/m.exec(dev)?.[1];
  return port === undefined ? undefined : Number(port);
}

describe("one host table (shared/config/hosts.json)", () => {
  it("is what the dev launcher starts", () => {
    const listening = DEV_HOSTS.filter((h) => h.port !== undefined);
    expect(listening.map((h) => [h.name, h.port])).toEqual(hostTable.hosts.map((h) => [h.name, h.port]));
  });

  it("matches the [dev] port of each host's wrangler.toml", () => {
    for (const host of DEV_HOSTS.filter((h) => h.port !== undefined)) {
      expect(devPort(host.config), host.config).toBe(host.port);
    }
  });

  it("lists every worker of the tree, so dev, npm run types and deploy:check (host URLs included) cover a new one", () => {
    const configs = ["wrangler.toml", ...readdirSync(path.join(ROOT, "workers")).map((dir) => `workers/${dir}/wrangler.toml`)].filter((c) => existsSync(path.join(ROOT, c)));
    expect(DEV_HOSTS.map((h) => h.config).sort()).toEqual(configs.sort());
  });

  it("reads a [dev] port the way the check relies on", () => {
    expect(devPort("workers/md/wrangler.toml")).toBe(8788);
  });
});
