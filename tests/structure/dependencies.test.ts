import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dependencyViolations, importSpecifiers, type SourceFile } from "./dependency-rules";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sources(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|mts|mjs|js)$/.test(entry.name) || entry.parentPath.includes("node_modules")) continue;
    const abs = path.join(entry.parentPath, entry.name);
    out.push({ path: path.relative(ROOT, abs).split(path.sep).join("/"), source: readFileSync(abs, "utf8") });
  }
  return out;
}

describe("dependency direction (workers → shared, durable-objects → shared, nothing else)", () => {
  // Reads every source file: a generous timeout for a loaded machine, not a speed assertion.
  it("holds for every file of shared/, durable-objects/ and workers/", { timeout: 60_000 }, () => {
    const files = ["shared", "durable-objects", "workers"].flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(dependencyViolations(files)).toEqual([]);
  });

  it("catches shared/ importing a Durable Object or a worker", () => {
    const planted = [
      { path: "shared/quota.ts", source: `import type { QuotaBucket } from "../durable-objects/quota-bucket";` },
      { path: "shared/http/x.ts", source: `export { thing } from "../../workers/api/src/thing";` },
      { path: "shared/y.ts", source: `const m = await import("../workers/md/src/index");` },
    ];
    expect(dependencyViolations(planted).map((v) => v.file)).toEqual(["shared/quota.ts", "shared/http/x.ts", "shared/y.ts"]);
  });

  it("catches a worker importing another worker's source, and production code importing tests", () => {
    const planted = [
      { path: "workers/mcp/src/tools/pdf.tool.ts", source: `import { pdfRoute } from "../../../pdf/src/pdf.contract";` },
      { path: "workers/api/src/index.ts", source: `import { helper } from "../../../tests/support/http";` },
      { path: "durable-objects/claim.ts", source: `import type { Env } from "../workers/platform/src/env";` },
    ];
    expect(dependencyViolations(planted).map((v) => v.rule)).toEqual([
      expect.stringContaining("another worker's source"),
      expect.stringContaining("may not import tests/"),
      expect.stringContaining("durable-objects/ may not import workers/platform/"),
    ]);
  });

  it("allows the edges that point the right way, aliased or relative", () => {
    const fine = [
      { path: "workers/api/src/env.ts", source: `import type { QuotaNamespace } from "../../../shared/quota";` },
      { path: "workers/api/src/index.ts", source: `export { QuotaBucket } from "../../../durable-objects/quota-bucket";\nimport { x } from "./x";` },
      { path: "durable-objects/quota-bucket.ts", source: `import type { QuotaBucketRpc } from "@shared/quota";\nimport { DurableObject } from "cloudflare:workers";` },
      { path: "shared/http/router.ts", source: `// see ../../workers/api/src/index.ts\nimport { OpenAPIHono } from "@hono/zod-openapi";` },
    ];
    expect(dependencyViolations(fine)).toEqual([]);
  });

  it("reads every import form", () => {
    const source = `import a from "./a";\nimport type { B } from "./b";\nexport * from "./c";\nimport "./d";\nconst e = import("./e");\nimport {\n  f,\n} from "./f";`;
    expect(importSpecifiers(source)).toEqual(["./a", "./b", "./c", "./d", "./e", "./f"]);
  });
});
