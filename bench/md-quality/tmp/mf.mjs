import { createRequire } from "node:module"; const req = createRequire(createRequire(import.meta.url).resolve("wrangler/package.json")); const { Miniflare } = req("miniflare");
const mf = new Miniflare({ modules: true, compatibilityDate: "2026-04-01", script: `export default { async fetch(req) { const t=Date.now(); let x=0; for (let i=0;i<3e7;i++) x+=i; const d = new TextDecoder("windows-1252").decode(new Uint8Array([0x93,0x41,0x94,0xe9])); const e = new TextDecoder("iso-8859-1").encoding; let sj; try { sj = new TextDecoder("shift_jis").encoding } catch (err) { sj = String(err) } return new Response(JSON.stringify({dt: Date.now()-t, d, e, sj, x})); } }` });
const t = performance.now();
const r = await mf.dispatchFetch("http://x/");
console.log(await r.text(), performance.now() - t);
await mf.dispose();
