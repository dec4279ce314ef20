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
 * One left-to-right alternation, so a `<!--` inside a script, or `</style>` inside a comment,
 * is consumed by whichever construct opened first, as the HTML tokenizer would.
 */
const INERT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--(?:-?>|[\s\S]*?-->)/gi;
const JSON_LD = /application\/ld\+json/i;
const TEX_SCRIPT = /\btype\s*=\s*["']?\s*math\/tex\s*(;\s*mode\s*=\s*display)?/i;

export function stripInertMarkup(html: string, { texScripts = false } = {}): string {
  return html.replace(INERT, (match, scriptAttributes: string | undefined, body: string | undefined) => {
    if (scriptAttributes === undefined) return "";
    if (JSON_LD.test(scriptAttributes)) return match;
    const tex = texScripts ? scriptAttributes.match(TEX_SCRIPT) : null;
    if (!tex || !body?.trim()) return "";
    const display = tex[1] ? ' display="block"' : "";
    return `<math${display}><annotation encoding="application/x-tex">${escapeText(body.trim())}</annotation></math>`;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
