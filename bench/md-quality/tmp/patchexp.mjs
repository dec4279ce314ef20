import * as linkedom from "linkedom";
import { Readability } from "@mozilla/readability";
import { readdirSync, readFileSync } from "node:fs";
const dir = "/work/shared/corpus/readability";
const pages = readdirSync(dir).filter(p => !p.endsWith(".md")).map(p => readFileSync(`${dir}/${p}/source.html`, "utf8"));
function run() { let t = process.cpuUsage(); for (const h of pages) { const { document } = linkedom.parseHTML(h); new Readability(document).parse(); } const u = process.cpuUsage(t); return (u.user + u.system) / 1000; }
run();
const before = [run(), run()];
if (process.argv[2] === "patch") {
  const RealNode = linkedom.Node.prototype.constructor;
  function Light() {}
  Light.prototype = Object.getPrototypeOf(RealNode.prototype);
  Object.setPrototypeOf(RealNode, Light);
}
run();
console.log(before.map(Math.round), [run(), run()].map(Math.round));
