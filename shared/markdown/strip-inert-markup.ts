/**
 * Removes `<script>` (except JSON-LD), `<style>` and comments from the HTML text before parsing.
 * Extraction throws them away anyway, but the parser would first build nodes for them and
 * Readability would walk and serialise them: on real pages they are often half the bytes.
 * (Readability's own test suite also strips comments before parsing its reference pages.)
 *
 * One left-to-right alternation, so a `<!--` inside a script, or `</style>` inside a comment,
 * is consumed by whichever construct opened first, as the HTML tokenizer would.
 */
const INERT = /<script\b([^>]*)>[\s\S]*?<\/script\s*>|<style\b[^>]*>[\s\S]*?<\/style\s*>|<!--(?:-?>|[\s\S]*?-->)/gi;
const JSON_LD = /application\/ld\+json/i;

export function stripInertMarkup(html: string): string {
  return html.replace(INERT, (match, scriptAttributes: string | undefined) =>
    scriptAttributes !== undefined && JSON_LD.test(scriptAttributes) ? match : "",
  );
}
