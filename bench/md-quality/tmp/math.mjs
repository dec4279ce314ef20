import { parseHTML } from "linkedom";
import { Readability } from "@mozilla/readability";
import { readFileSync } from "node:fs";
const html = readFileSync("/work/shared/corpus/readability/mathjax/source.html", "utf8");
const { document } = parseHTML(html);
const m = document.querySelector("math");
console.log(m?.nodeName, m?.localName, m?.textContent.slice(0, 50), m?.constructor.name, m?.children.length);
const r = new Readability(document).parse();
console.log(r.content.includes("<math"), r.content.slice(0, 1500));
