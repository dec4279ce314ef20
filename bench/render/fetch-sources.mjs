#!/usr/bin/env node
/**
 * Fetches the render corpus' third-party files from the npm registry: for every package of
 * corpus/sources.json, `npm pack <name>@<exact version>` into a temporary folder, checks the
 * tarball's integrity against the one recorded there (a tarball that differs is refused), and
 * copies the listed files into corpus/vendor/<name>@<version>/ (what the pages load) and
 * corpus/content/<name>@<version>/ (the texts the pages show and the expected text is derived
 * from), each with its licence file. Nothing is added to the project's package.json.
 *
 *   node bench/render/fetch-sources.mjs [--check]
 *
 * The copies are committed, so the bench needs no registry; `--check` re-fetches and fails when a
 * committed copy differs from its tarball (how to audit them).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const here = import.meta.dirname;
const corpus = path.join(here, "corpus");
const { packages } = JSON.parse(readFileSync(path.join(corpus, "sources.json"), "utf8"));
const check = process.argv.includes("--check");

/** Folder name of a package's copies: `@scope/name` becomes `scope-name`. */
export const folderOf = (pkg) => `${pkg.name.replace(/^@/, "").replace("/", "-")}@${pkg.version}`;

function sri(file) {
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

function main() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "render-corpus-"));
  let differences = 0;
  try {
    for (const pkg of packages) {
      const out = execFileSync("npm", ["pack", `${pkg.name}@${pkg.version}`, "--json", "--silent"], { cwd: tmp, encoding: "utf8" });
      const tarball = path.join(tmp, JSON.parse(out)[0].filename);
      const integrity = sri(tarball);
      if (integrity !== pkg.integrity) throw new Error(`${pkg.name}@${pkg.version}: integrity ${integrity} is not the recorded ${pkg.integrity}`);
      const unpacked = path.join(tmp, folderOf(pkg));
      mkdirSync(unpacked);
      execFileSync("tar", ["xzf", tarball, "-C", unpacked]);
      const copies = [
        ...pkg.vendor.map((f) => ["vendor", f]),
        ...pkg.content.map((f) => ["content", f]),
        ...(pkg.license_file ? ["vendor", "content"].filter((kind) => pkg[kind].length).map((kind) => [kind, pkg.license_file]) : []),
      ];
      for (const [kind, file] of copies) {
        const from = path.join(unpacked, "package", file);
        const to = path.join(corpus, kind, folderOf(pkg), file);
        if (check) {
          const same = existsSync(to) && readFileSync(to).equals(readFileSync(from));
          if (!same) {
            differences++;
            console.log(`differs: ${path.relative(here, to)}`);
          }
          continue;
        }
        mkdirSync(path.dirname(to), { recursive: true });
        copyFileSync(from, to);
      }
      console.log(`${pkg.name}@${pkg.version}: ${integrity.slice(0, 20)}… ok, ${copies.length} files${check ? " checked" : " copied"}`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (differences) {
    console.log(`${differences} committed copies differ from their tarballs`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
