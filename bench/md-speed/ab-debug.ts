import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
const para = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. ";
import { readFileSync } from "node:fs"; const html = readFileSync("/work/shared/corpus/readability/mathjax/source.html", "utf8");
const proto = Readability.prototype as any;
for (const name of Object.getOwnPropertyNames(proto)) {
  const fn = proto[name];
  if (typeof fn !== "function" || name === "constructor" || name === "log") continue;
  proto[name] = function (this: any, ...args: any[]) {
    if (name === "_removeAndGetNext") { const n = args[0]; console.log("REMOVE", n.tagName, JSON.stringify(n.getAttribute("class")), JSON.stringify(n.getAttribute("style")), n.getAttribute("aria-hidden"), new Error().stack.split("\n")[3]); }
    const r = fn.apply(this, args);
    const n = this._doc.getElementsByTagName("math").length;
    if (n !== this.__last) { console.log(name, "math count", this.__last, "->", n); this.__last = n; }
    return r;
  };
}
const doc = parseHTML(html).document;
const r = new Readability(doc).parse();
console.log(r?.content?.slice(0, 300));
