/**
 * `auto`'s decision (DECISIONS §6): does this static HTML look like a page whose content is put
 * there by script? Read from the HTML the reader already has, with string scans only (no DOM: it
 * runs on every `auto` read, and most pages say no). Each signal is one a script-rendered page
 * shows and a server-rendered page almost never does; bench/render/static-decision.mjs measures
 * how often they fire on the static corpora (at most 2% of pages may be rendered there).
 */

export type RenderSignal = "empty_root" | "noscript" | "template" | "little_text";

/** Visible text (characters) under which a page counts as having "little" of it. */
const LITTLE_TEXT = 200;
/** Text under which an empty root or a noscript plea is believed (an SSR page has far more). */
const SHELL_TEXT = 1_000;

/** Mount points of the common client frameworks, empty in a shell (React, Vue, Next, Nuxt, Gatsby, Svelte, Quasar, Ember, Angular). */
const EMPTY_ROOT =
  /<(div|main|section|body)\b[^>]*\bid\s*=\s*["']?(root|app|__next|__nuxt|___gatsby|svelte|q-app|application|ember-app|react-root|main-app|swagger-ui|redoc-container)["']?[^>]*>\s*(?:<!--[\s\S]*?-->\s*)*<\/\1>|<(app-root|my-app|redoc|rapi-doc|elements-api)\b[^>]*>\s*(?:<!--[\s\S]*?-->\s*)*<\/\3>/i;
const NOSCRIPT_PLEA = /<noscript\b[^>]*>[\s\S]{0,400}?\b(?:enable|requires?|need|turn on|activate|allow)\b[^<]{0,60}\bjavascript\b/i;
const SCRIPT = /<script\b/i;
/** A mustache in the text (not in code): `{{ name }}`, `{{ item.price }}`. */
const MUSTACHE = /\{\{\s*[\w$.[\]'"()|! -]{1,80}\s*\}\}/g;
/** Attributes of in-DOM template frameworks (Vue/petite-vue, Alpine, Angular 1). */
const TEMPLATE_ATTRIBUTE = /\s(?:v-(?:if|for|show|text|html|bind|model|scope)|x-(?:data|text|html|for)|ng-(?:app|repeat|bind|controller)|:(?:class|href|src|key))\s*=/i;

/** An element whose text a template binding fills (`<span x-text="price"></span>`), still empty. */
const EMPTY_BOUND = /<(\w+)\b[^>]*\s(?:x-text|x-html|v-text|v-html|ng-bind)\s*=\s*(?:"[^"]*"|'[^']*')[^>]*>\s*<\/\1>/gi;

/** Parts with no reading text: scripts, styles, templates, inline SVG, comments, and code (whose `{{ }}` are content). */
const NON_TEXT = /<(script|style|noscript|template|svg|pre|code|textarea)\b[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

/**
 * The first signal that the page needs a browser, or null when its static HTML can be read as is.
 *
 * @example needsRender('<html><body><div id="root"></div><script src="/app.js"></script></body></html>') // "empty_root"
 */
export function needsRender(html: string): RenderSignal | null {
  if (!SCRIPT.test(html)) return null;
  const withoutCode = html.replace(NON_TEXT, " ");
  const textLength = visibleTextLength(withoutCode);
  if (textLength < SHELL_TEXT && EMPTY_ROOT.test(html)) return "empty_root";
  if (textLength < SHELL_TEXT && NOSCRIPT_PLEA.test(html)) return "noscript";
  if (TEMPLATE_ATTRIBUTE.test(html) && (withoutCode.match(MUSTACHE)?.length ?? 0) >= 2) return "template";
  if ((html.match(EMPTY_BOUND)?.length ?? 0) >= 2) return "template";
  // A page with script and almost no text is a shell, however small its markup.
  if (textLength < LITTLE_TEXT) return "little_text";
  return null;
}

/** Characters of text between tags, whitespace runs counted once. */
function visibleTextLength(markup: string): number {
  const body = /<body\b[\s\S]*$/i.exec(markup)?.[0] ?? markup;
  return body
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, "x")
    .replace(/\s+/g, " ")
    .trim().length;
}
