import { parseHTML } from "linkedom";
import { Readability } from "@mozilla/readability";
import TurndownService from "turndown";
import fs from "node:fs";
const dir = "/work/shared/corpus/readability";
const pages = fs.readdirSync(dir).filter(n => n !== "SOURCES.md");
const td = new TurndownService();
const t = { parse: 0, read: 0, reparse: 0, turn: 0 };
const per = [];
for (let rep = 0; rep < 2; rep++) for (const p of pages) {
  const html = fs.readFileSync(`${dir}/${p}/source.html`, "utf8");
  let a = performance.now();
  const { document } = parseHTML(html);
  let b = performance.now(); if (rep) t.parse += b - a;
  const r = new Readability(document).parse();
  let c = performance.now(); if (rep) t.read += c - b;
  const { document: d2 } = parseHTML(`<!doctype html><html><body>${r?.content ?? ""}</body></html>`);
  let d = performance.now(); if (rep) t.reparse += d - c;
  const md = td.turndown(d2.body);
  let e = performance.now(); if (rep) t.turn += e - d;
  if (rep) per.push([p, e - a, html.length]);
}
console.log(t);
per.sort((x, y) => x[1] - y[1]);
console.log("median", per[per.length >> 1], "p95", per[Math.floor(per.length * 0.95)]);
