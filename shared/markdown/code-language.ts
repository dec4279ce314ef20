import type { DomElement } from "./dom";

/**
 * Class conventions that name a code block's language, as written by common highlighters:
 * `language-js` / `lang-js` (Prism, highlight.js, Markdown renderers), `highlight-source-js` and
 * `highlight-js` (GitHub, Rouge), `brush: js` (SyntaxHighlighter), `sourceCode js` (Pandoc),
 * `hl-ipython3` (Jupyter's nbconvert), `rust` (rustdoc's `pre.rust`, examples and declarations).
 */
const CLASS_PATTERNS = [
  /(?:^|\s)(?:language|lang)-([\w+#.-]+)/i,
  /(?:^|\s)highlight-(?:source|text)-([\w+#.-]+)/i,
  /(?:^|\s)brush:\s*([\w+#.-]+)/i,
  /(?:^|\s)sourceCode\s+([\w+#.-]+)/,
  /(?:^|\s)highlight-([\w+#-]+)/i,
  /(?:^|\s)hl-([\w+#-]+)/i,
  /(?:^|\s)(rust)(?:\s|$)/,
];
/** Attributes that state the language: `data-lang`, `data-language`, Medium's `data-code-block-lang`. */
const LANGUAGE_ATTRIBUTES = ["data-lang", "data-language", "data-code-block-lang"];
/** Confluence's SyntaxHighlighter settings, e.g. `brush: java; gutter: false`. */
const HIGHLIGHTER_PARAMS = "data-syntaxhighlighter-params";
/** Dialects a reader's highlighter knows by their language's name. */
const SAME_LANGUAGE: Record<string, string> = { ipython: "python", ipython2: "python", ipython3: "python" };
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
  for (const attribute of LANGUAGE_ATTRIBUTES) {
    const declared = element.getAttribute(attribute);
    if (declared && isLanguageName(declared)) return languageName(declared);
  }
  const className = `${element.getAttribute("class") ?? ""} ${element.getAttribute(HIGHLIGHTER_PARAMS) ?? ""}`;
  if (!className.trim()) return null;
  for (const pattern of CLASS_PATTERNS) {
    const name = className.match(pattern)?.[1];
    if (name && isLanguageName(name)) return languageName(name);
  }
  return null;
}

function languageName(name: string): string {
  const lower = name.toLowerCase();
  return SAME_LANGUAGE[lower] ?? lower;
}

function isLanguageName(name: string): boolean {
  return /^[\w+#.-]{1,30}$/.test(name) && !NOT_A_LANGUAGE.has(name.toLowerCase());
}
