import { parseHTML } from "linkedom";
for (const h of ["<html><head><title>x</title></head><p>no body tag</p></html>", "<!-- c --><!doctype html><title>t</title><p>x", "<!DOCTYPE html>\n<html lang=en><body><p>a</p></body></html>", "  <div>frag</div>", "plain text only", "<html><body><table><tr><td>a</td></tr></table><template><p>t</p></template></body></html>"]) {
  const { document } = parseHTML(h);
  console.log(JSON.stringify(h), "=>", document.documentElement?.nodeName, !!document.body, document.body?.innerHTML, document.title);
}
const { document } = parseHTML("<html><body><p>x</p></body></html>");
try { document.querySelectorAll("p[[") } catch (e) { console.log("throws", e.message) }
try { console.log(document.querySelectorAll("").length) } catch (e) { console.log("throws2", e.message) }
try { console.log(document.querySelectorAll("p:has(x)").length) } catch (e) { console.log("throws3", e.message) }
try { console.log(document.querySelectorAll("p:nth-child(1)").length) } catch (e) { console.log("throws4", e.message) }
