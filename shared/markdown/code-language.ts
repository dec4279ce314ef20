import type { DomElement } from "./dom";

/**
 * Class conventions that name a code block's language, as written by common highlighters:
 * `language-js` / `lang-js` (Prism, highlight.js, Markdown renderers), `highlight-source-js` and
 * `highlight-js` (GitHub, Rouge), `brush: js` (SyntaxHighlighter), `sourceCode js` (Pandoc).
 */
const CLASS_PATTERNS = [
  /(?:^|\s)(?:language|lang)-([\w+#.-]+)/i,
  /(?:^|\s)highlight-(?:source|text)-([\w+#.-]+)/i,
  /(?:^|\s)brush:\s*([\w+#.-]+)/i,
  /(?:^|\s)sourceCode\s+([\w+#.-]+)/,
  /(?:^|\s)highlight-([\w+#-]+)/i,
];
const NOT_A_LANGUAGE = new Set(["none", "nohighlight", "plain", "plaintext", "text", "txt", "source", "code"]);
/** How far up from `<pre>` a wrapper may carry the class (e.g. Rouge's `div.language-rb > div.highlight > pre`). */
const ANCESTOR_LEVELS = 2;

/** The language of a `<pre>` block, from its `<code>` child, itself or a close wrapper; null if unnamed. */
export function codeLanguage(pre: DomElement): string | null {
  const code = pre.querySelector("code");
  const candidates: (DomElement | null | undefined)[] = [code, pre];
  let ancestor = pre.parentElement;
  for (let level = 0; level < ANCESTOR_LEVELS && ancestor; level++, ancestor = ancestor.parentElement) {
    candidates.push(ancestor);
  }
  for (const element of candidates) {
    if (!element) continue;
    const language = languageFromAttributes(element);
    if (language) return language;
  }
  return null;
}

function languageFromAttributes(element: DomElement): string | null {
  const declared = element.getAttribute("data-lang") ?? element.getAttribute("data-language");
  if (declared && isLanguageName(declared)) return declared.toLowerCase();
  const className = element.getAttribute("class");
  if (!className) return null;
  for (const pattern of CLASS_PATTERNS) {
    const name = className.match(pattern)?.[1];
    if (name && isLanguageName(name)) return name.toLowerCase();
  }
  return null;
}

function isLanguageName(name: string): boolean {
  return /^[\w+#.-]{1,30}$/.test(name) && !NOT_A_LANGUAGE.has(name.toLowerCase());
}
