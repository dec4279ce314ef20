// Guard for speed work: a speed-up must not change a byte of output. Converts every page of both
// quality corpora (bench/md-quality's readability corpus and ../shared/corpus/extraction-eval) with
// htmlToMarkdown from this tree and from a git revision's shared/ (default HEAD), in Node with the
// workerd bundle conditions, and compares every field of every result. Exit code 1 on any difference.
// Usage: node bench/md-speed/identical.mjs [--ref REV] [--show N] [page-prefix ...]
//   --ref REV   the revision whose shared/ is the reference (default HEAD, i.e. "my uncommitted change
//               changes nothing"); use the branch point (e.g. main) before a merge.
//   --show N    print the first N differing pages with the first differing line (default 10).
import { join } from "node:path";
import { corpusPages, evalPages, readCorpusFile, readEvalPage } from "../md-quality/workerd-harness.mjs";
import { bundleModule, checkoutShared, root } from "./revision-bundle.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ref = option("--ref", "HEAD");
const show = Number(option("--show", 10));
const only = args.filter((a, i) => !a.startsWith("--") && !["--ref", "--show"].includes(args[i - 1]));

const refShared = checkoutShared(ref, "ref");
const load = (sharedDir, name) => bundleModule(`identical-${name}`, `export { htmlToMarkdown, decodeBody } from "@shared/markdown";`, sharedDir);

const current = await load(join(root, "shared"), "current");
const reference = await load(refShared, "reference");
const URL_ = "http://fakehost/test/page.html";

function convert(lib, html) {
  try {
    return JSON.stringify(lib.htmlToMarkdown(html, { url: URL_ }));
  } catch (error) {
    return `throws ${String(error)}`;
  }
}

const inputs = [
  ...corpusPages(null).map((page) => ({ name: `readability/${page}`, html: () => readCorpusFile(page, "source.html") })),
  ...evalPages(null).map((page) => ({ name: `extraction-eval/${page.file}`, html: () => current.decodeBody(new Uint8Array(readEvalPage(page.file)), null) })),
].filter((input) => !only.length || only.some((o) => input.name.includes(o)));

const differing = [];
for (const input of inputs) {
  const html = input.html();
  const before = convert(reference, html);
  const after = convert(current, html);
  if (before !== after) differing.push({ name: input.name, before, after });
}
for (const { name, before, after } of differing.slice(0, show)) {
  const a = before.split("\\n");
  const b = after.split("\\n");
  const at = a.findIndex((line, i) => line !== b[i]);
  console.log(`${name}: line ${at + 1}\n  - ${JSON.stringify(a[at]?.slice(0, 200))}\n  + ${JSON.stringify(b[at]?.slice(0, 200))}`);
}
console.log(`${inputs.length} pages, ${differing.length} differ from ${ref}`);
process.exit(differing.length ? 1 : 0);
