import * as linkedom from "linkedom";
import { Readability } from "@mozilla/readability";
import { readdirSync, readFileSync } from "node:fs";
const dir = "/work/shared/corpus/readability";
const docs = readdirSync(dir).filter(p => !p.endsWith(".md")).map(p => readFileSync(`${dir}/${p}/source.html`, "utf8"));
for (let r = 0; r < 2; r++) for (const h of docs) { const { document } = linkedom.parseHTML(h); new Readability(document).parse(); }
