import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../workers/md/src/index";
import { freshIp, MD, md, site } from "./helpers";

/** The md worker as deployed: harness off, so loopback and private targets are refused. */
const mdProduction = (target: string) =>
  worker.fetch(
    new Request(`${MD}/md/${target}`, { headers: { "CF-Connecting-IP": freshIp() } }),
    { ...env, SVC_HARNESS: undefined, SVC_TRUST_CLIENT_IP_HEADER: undefined },
    createExecutionContext(),
  );

describe("SSRF through /md/{target}", () => {
  it("refuses loopback spellings of the fake site with 400, and the site records no hit", async () => {
    const s = site();
    const port = new URL(s.base).port;
    // Other test files use the same site at the same time: count only hits carrying this marker.
    const marker = `ssrf-${crypto.randomUUID()}`;
    const page = `/article?m=${marker}`;
    const hostile = [
      `http://127.0.0.1:${port}${page}`,
      `http://localhost:${port}${page}`,
      `http://127.1:${port}${page}`,
      `http://2130706433:${port}${page}`,
      `http://0x7f.0.0.1:${port}${page}`,
      `http://0177.0.0.1:${port}${page}`,
      `http://[::ffff:127.0.0.1]:${port}${page}`,
      `http://[::1]:${port}${page}`,
      `http://app.localhost:${port}${page}`,
      encodeURIComponent(`http://127.0.0.1:${port}${page}`),
      `127.0.0.1:${port}${page}`,
      `http://user:pass@127.0.0.1:${port}${page}`,
    ];
    for (const target of hostile) {
      const res = await mdProduction(target);
      expect(res.status, target).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code, target).toBe("invalid_request");
    }
    expect(Object.keys((await s.hits()).by_url).filter((url) => url.includes(marker))).toEqual([]);
  });

  it("refuses cloud metadata, private ranges and other schemes even in the harness", async () => {
    const hostile = [
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/latest/meta-data/",
      "http://[::ffff:169.254.169.254]/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "file:///etc/passwd",
      encodeURIComponent("file:///etc/passwd"),
      "gopher://127.0.0.1:6379/_INFO",
      "javascript:alert(1)",
      "ftp%3A%2F%2Fexample.com%2F",
    ];
    for (const target of hostile) {
      const res = await md(target);
      expect(res.status, target).toBe(400);
    }
  });

  it("refuses private addresses in production", async () => {
    for (const target of ["http://10.0.0.1/", "http://192.168.1.1/admin", "http://[fc00::1]/", "http://100.64.0.1/"]) {
      expect((await mdProduction(target)).status, target).toBe(400);
    }
  });
});
