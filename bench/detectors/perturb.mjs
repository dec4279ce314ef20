// Harmless re-renders of a page (must raise no change) and planted changes (must raise one).

/** Three re-renders: whitespace, tracking/cache-buster parameters, attribute order + nonces + comments. */
export function perturbations(html, seed) {
  const token = [...String(seed)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7).toString(36);
  const whitespace = html.replace(/>\s+</g, ">\n    <").replace(/<\/(p|div|li|span)>/g, " </$1>");
  const tracking = html
    .replace(/(<a\b[^>]*\bhref=")(https?:\/\/[^"?#]+)(")/gi, `$1$2?utm_source=bench&utm_medium=${token}$3`)
    .replace(/(<(?:script|link)\b[^>]*\b(?:src|href)="[^"?#]+\.(?:js|css))(")/gi, `$1?v=${token}$2`)
    .replace(/(<img\b[^>]*\bsrc="[^"?#]+)(")/gi, `$1?cb=${token}$2`);
  const reordered = html
    .replace(/<([a-z][a-z0-9]*)((?:\s+[a-z][\w:-]*="[^"<>]*"){2,6})\s*>/gi, (_, tag, attrs) => `<${tag}${attrs.match(/\s+[a-z][\w:-]*="[^"<>]*"/gi).reverse().join("")}>`)
    .replace(/<script\b(?![^>]*ld\+json)/gi, `<script nonce="${token}"`)
    .replace(/<body([^>]*)>/i, `<body$1><!-- rendered ${token} at ${Date.now()} -->`)
    .replace(/<\/head>/i, `<meta name="csrf-token" content="${token}"></head>`);
  return [whitespace, tracking, reordered];
}

/** Format variants of an amount as pages write it: 1899, 1899.00, 1,899.00, 1.899,00, 1 899, 48,00 … */
function formats(amount) {
  const fixed = amount.toFixed(2);
  const [int, dec] = fixed.split(".");
  const grouped = (sep) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const list = new Set([fixed, `${int},${dec}`, `${grouped(",")}.${dec}`, `${grouped(".")},${dec}`, `${grouped(" ")},${dec}`]);
  if (Number.isInteger(amount)) for (const f of [int, grouped(","), grouped("."), grouped(" "), grouped("\u00a0")]) list.add(f);
  else list.add(String(amount));
  return [...list].sort((a, b) => b.length - a.length);
}

/** Raises the amount by 25 % everywhere it is written, keeping each occurrence's format. */
export function plantPrice(html, state) {
  const from = formats(state.amount);
  const to = formats(Math.round(state.amount * 125) / 100);
  let changed = html;
  let hits = 0;
  from.forEach((f, i) => {
    const pattern = new RegExp(`(?<![\\d.,])${f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\d]|[.,]\\d)`, "g");
    const target = formatLike(f, state.amount, to, from) ?? to[i];
    changed = changed.replace(pattern, () => { hits++; return target; });
  });
  return hits ? changed : null;
}

function formatLike(f, amount, to, from) {
  const i = from.indexOf(f);
  return i >= 0 ? to[i] : null;
}

/** Switches the currency: its ISO code (as a word) and its symbol next to digits become CHF. */
export function plantCurrency(html, state) {
  const target = state.currency === "CHF" ? "SEK" : "CHF";
  let changed = html;
  if (state.currency && /^[A-Z]{3}$/.test(state.currency)) changed = changed.replace(new RegExp(`\\b${state.currency}\\b`, "g"), target);
  if (state.currency_raw && !/^[A-Za-z]{3}$/.test(state.currency_raw)) {
    const symbol = state.currency_raw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    changed = changed.replace(new RegExp(`${symbol}(?=\\s?\\d)|(?<=\\d\\s?)${symbol}`, "g"), `${target} `);
  }
  return changed === html ? null : changed;
}

/** Flips stated availability: schema.org InStock ↔ OutOfStock, OpenGraph "instock" ↔ "out of stock". */
export function plantAvailability(html, state) {
  if (state.availability === "in_stock") {
    const changed = html.replace(/InStock/g, "OutOfStock").replace(/(content=")(?:in stock|instock)(")/gi, "$1out of stock$2");
    return changed === html ? null : changed;
  }
  if (state.availability === "out_of_stock") {
    const changed = html.replace(/OutOfStock|SoldOut/g, "InStock").replace(/(content=")(?:out of stock|oos)(")/gi, "$1in stock$2");
    return changed === html ? null : changed;
  }
  return null;
}
