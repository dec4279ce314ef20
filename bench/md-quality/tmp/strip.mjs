import { readdirSync, readFileSync } from "node:fs";
const dir = "/work/shared/corpus/readability";
let total = 0, stripped = 0; const ratios = [];
const RE = /<script\b[^>]*>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--[\s\S]*?-->/gi;
for (const p of readdirSync(dir)) { if (p.endsWith(".md")) continue; const h = readFileSync(`${dir}/${p}/source.html`, "utf8"); const s = h.replace(RE, ""); total += h.length; stripped += s.length; ratios.push(s.length / h.length); }
ratios.sort(); console.log(total, stripped, stripped / total, "median ratio", ratios[ratios.length >> 1]);
