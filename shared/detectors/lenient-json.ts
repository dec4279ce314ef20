/**
 * JSON.parse that forgives what sites ship in JSON-LD: trailing commas, raw newlines or tabs inside
 * strings, a CDATA or HTML-comment wrapper, and several objects written one after another.
 * Returns undefined when the text still does not parse.
 */
export function parseLenientJson(raw: string): unknown {
  const text = raw.replace(/^\s*(?:<!--|<!\[CDATA\[)|(?:-->|\]\]>)\s*$/g, "").trim();
  if (!text) return undefined;
  const strict = tryParse(text);
  if (strict !== undefined) return strict;
  const repaired = repair(text);
  return tryParse(repaired) ?? tryParse(`[${repaired.replace(/}\s*{/g, "},{")}]`);
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** One pass that tracks string state: escapes control characters inside strings, drops commas before `}`/`]`. */
function repair(text: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (inString) {
      if (ch === "\\") {
        out += ch + (text[i + 1] ?? "");
        i++;
      } else if (ch === '"') {
        inString = false;
        out += ch;
      } else if (ch === "\n" || ch === "\r" || ch === "\t") {
        out += ch === "\t" ? "\\t" : ch === "\n" ? "\\n" : "";
      } else out += ch;
      continue;
    }
    if (ch === '"') inString = true;
    if (ch === ",") {
      let j = i + 1;
      while (j < text.length && /\s/.test(text[j] as string)) j++;
      if (text[j] === "}" || text[j] === "]") continue;
    }
    out += ch;
  }
  return out;
}
