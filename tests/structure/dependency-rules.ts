/**
 * The dependency direction of the tree, as a checker the structure tier runs over every source file:
 * `workers/* → shared`, `durable-objects → shared`, a worker → the Durable Objects it hosts (its entry
 * re-exports them for wrangler), and nothing else. `shared/` is the library: it names the ports it
 * calls (e.g. `QuotaBucketRpc` in shared/quota.ts) and the objects implement them.
 */
import path from "node:path";

export interface SourceFile {
  /** Repository-relative, forward slashes (`shared/quota.ts`). */
  path: string;
  source: string;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

const IMPORT_RE = /(?:^|[\s;])(?:import|export)\s[^'";]*?\bfrom\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** Module specifiers a file imports or re-exports (static, side-effect and literal dynamic imports). */
export function importSpecifiers(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...withoutComments.matchAll(IMPORT_RE)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

/** The repository path a specifier points at, or null for packages (`hono`, `cloudflare:workers`). */
export function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith("@shared/")) return path.posix.join("shared", specifier.slice("@shared/".length));
  if (specifier === "@shared") return "shared";
  if (!specifier.startsWith(".")) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
}

/** `workers/<name>` for a worker's file, else the top folder (`shared`, `durable-objects`, `tests`, …). */
function area(repoPath: string): string {
  const [top, second] = repoPath.split("/");
  return top === "workers" && second ? `workers/${second}` : top!;
}

const PRODUCTION = new Set(["shared", "durable-objects"]);
const isProduction = (a: string) => PRODUCTION.has(a) || a.startsWith("workers/");

/** Why `from` may not import `to`, or null when the edge points the right way. */
export function forbiddenEdge(from: string, to: string): string | null {
  const a = area(from);
  const b = area(to);
  if (to.startsWith("..")) return "imports from outside the repository";
  if (a === b) return null;
  if (isProduction(a) && !isProduction(b)) return `${a} is production code and may not import ${b}/`;
  if (a === "shared" && (b === "durable-objects" || b.startsWith("workers/"))) return `shared/ may not import ${b}/ (define a port in shared/ instead)`;
  if (a === "durable-objects" && b.startsWith("workers/")) return `durable-objects/ may not import ${b}/`;
  if (a.startsWith("workers/") && b.startsWith("workers/")) return `${a} may not import another worker's source (${b}/); share it through shared/contract/`;
  return null;
}

export function dependencyViolations(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiers(file.source)) {
      const target = resolveSpecifier(file.path, specifier);
      if (target === null) continue;
      const rule = forbiddenEdge(file.path, target);
      if (rule) violations.push({ file: file.path, specifier, rule });
    }
  }
  return violations;
}
