import { parseHTML } from "linkedom";
const { document } = parseHTML("<p>hi <a href='x'>y</a></p><div>z</div>");
console.log(document.documentElement?.outerHTML, document.body?.innerHTML, document.childNodes.length);
const w = parseHTML("<html><head><base href='/a/'></head><body><p>x</p></body></html>");
console.log(w.document.baseURI, w.document.documentURI, w.location, typeof w.document.defaultView?.location);
const t = w.document.createElement("table"); console.log("rows" in t, t.constructor.name);
