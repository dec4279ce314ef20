/**
 * Removes `<script>` (except JSON-LD, which metadata reads), `<style>` and comments from the HTML
 * text before parsing. Extraction throws them away anyway; comments are the reason to do it
 * early: Readability treats a comment node between inline nodes as a break when it turns `<div>`s
 * into paragraphs, so pages come out differently with them (its own test suite strips comments
 * before parsing its reference pages). About half the corpus bytes go, at no measurable cost.
 *
 * With `texScripts`, MathJax v2's script math (`<script type="math/tex">`, and
 * `math/tex; mode=display` for display formulas) becomes a MathML `<math>` carrying the TeX as
 * its `application/x-tex` annotation, so the formula reaches the Markdown as TeX like KaTeX's
 * and MathJax 3's MathML does (and as text, so Readability does not drop its paragraph as empty).
 *
 * One left-to-right scan, so a `<!--` inside a script, or `</style>` inside a comment, is consumed
 * by whichever construct opened first, as the HTML tokenizer would. It matches exactly what the
 * single regex `<script\b([^>]*)>([\s\S]*?)<\/script(?:>|[\s/][^>]*>?)|<style\b[^>]*>[\s\S]*?<\/style(?:>|[\s/][^>]*>?)|<!--(?:-?>|[\s\S]*?-->)`
 * (case-insensitive, global) would, an opening without its end being left as text; written as
 * a scan for each opening and a search for its end because in workerd that regex, trying three
 * lazy alternatives at every `<`, took a tenth of the whole conversion (bench/md-speed).
 */
const OPENING = /<(?:(script)|style|!--)/gi;
/**
 * An end tag is its name followed by whitespace, `/` or `>`; whatever follows up to the next `>`
 * belongs to the tag (`</script\n<!-- note -->` ends the script at the comment's `>`, as in a
 * browser). Requiring `>` right after the name would run on to the next script's end tag and
 * swallow the page between them.
 */
const SCRIPT_END = /<\/script[\s/>]/gi;
const STYLE_END = /<\/style[\s/>]/gi;
const WORD_CHAR = /[A-Za-z0-9_]/;
const JSON_LD = /application\/ld\+json/i;
const TEX_SCRIPT = /\btype\s*=\s*["']?\s*math\/tex\s*(;\s*mode\s*=\s*display)?/i;

export function stripInertMarkup(html: string, { texScripts = false } = {}): string {
  let out = "";
  let copiedTo = 0;
  OPENING.lastIndex = 0;
  let opening: RegExpExecArray | null;
  while ((opening = OPENING.exec(html)) !== null) {
    const start = opening.index;
    const isScript = opening[1] !== undefined;
    const found = opening[0].length === 4 ? commentEnd(html, start) : elementEnd(html, start + opening[0].length, isScript ? SCRIPT_END : STYLE_END);
    if (!found) {
      // No end: not a match here; the scan goes on from the next character, as the regex would.
      OPENING.lastIndex = start + 1;
      continue;
    }
    out += html.slice(copiedTo, start);
    if (isScript) out += scriptReplacement(html.slice(start, found.end), html.slice(start + 7, found.tagEnd), html.slice(found.tagEnd + 1, found.bodyEnd), texScripts);
    copiedTo = found.end;
    OPENING.lastIndex = found.end;
  }
  return copiedTo === 0 ? html : out + html.slice(copiedTo);
}

interface End {
  /** Index of the `>` closing the start tag. */
  tagEnd: number;
  /** Index where the end tag starts. */
  bodyEnd: number;
  /** Index just past the end tag. */
  end: number;
}

/** `<script\b[^>]*>…<\/script\s*>` (or style) from just after the name; null when it does not match. */
function elementEnd(html: string, afterName: number, endTag: RegExp): End | null {
  if (afterName < html.length && WORD_CHAR.test(html.charAt(afterName))) return null;
  const tagEnd = html.indexOf(">", afterName);
  if (tagEnd === -1) return null;
  endTag.lastIndex = tagEnd + 1;
  const close = endTag.exec(html);
  if (!close) return null;
  const afterClose = close.index + close[0].length;
  const end = close[0].endsWith(">") ? afterClose : html.indexOf(">", afterClose) + 1 || html.length;
  return { tagEnd, bodyEnd: close.index, end };
}

/** `<!--(?:-?>|[\s\S]*?-->)` at `start`; null when it does not match. */
function commentEnd(html: string, start: number): End | null {
  const afterOpen = start + 4;
  if (html.startsWith("->", afterOpen)) return { tagEnd: -1, bodyEnd: -1, end: afterOpen + 2 };
  if (html.startsWith(">", afterOpen)) return { tagEnd: -1, bodyEnd: -1, end: afterOpen + 1 };
  const close = html.indexOf("-->", afterOpen);
  return close === -1 ? null : { tagEnd: -1, bodyEnd: -1, end: close + 3 };
}

function scriptReplacement(match: string, attributes: string, body: string, texScripts: boolean): string {
  if (JSON_LD.test(attributes)) return match;
  const tex = texScripts ? attributes.match(TEX_SCRIPT) : null;
  if (!tex || !body.trim()) return "";
  const display = tex[1] ? ' display="block"' : "";
  return `<math${display}><annotation encoding="application/x-tex">${escapeText(body.trim())}</annotation></math>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
