import { decodeEntities } from "@shared/provider/html-entities";

export { decodeEntities };

/**
 * Hacker News stores comment, story and profile text as a small HTML subset: `<p>` (often left
 * unclosed), `<a href rel=nofollow>`, `<i>`, `<pre><code>`, and entities such as `&#x27;`.
 * Agents want plain text, so this turns that subset into text without a DOM parser (a comment
 * tree can hold hundreds of texts, and a tokenizer is far cheaper than building documents).
 *
 * Rules: paragraphs are separated by one blank line; `<pre>` keeps its whitespace; a link becomes
 * its URL (HN shortens long link text with "..."), or "text (url)" when the text says something
 * else; `javascript:` and other non-web links keep only their text; `<script>`/`<style>` are
 * dropped with their content; every other tag is dropped and its text kept; entities are decoded
 * once (so `&amp;lt;` becomes the literal `&lt;`). The result is text, not HTML: a decoded `<`
 * is a character the author typed, and whoever renders it as HTML must escape it.
 *
 * @example hnHtmlToText("Hi<p>It&#x27;s <i>fine</i>") // "Hi\n\nIt's fine"
 */
export function hnHtmlToText(html: string | null | undefined): string | null {
  if (html == null || html === "") return null;
  const out = new TextBuilder();
  let anchor: { href: string | null; start: Mark } | null = null;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    const textEnd = lt === -1 ? html.length : lt;
    if (textEnd > i) out.text(decodeEntities(html.slice(i, textEnd)));
    if (lt === -1) break;
    const tag = readTag(html, lt);
    if (tag === null) {
      // A "<" that does not start a tag ("a < b") is text.
      out.text("<");
      i = lt + 1;
      continue;
    }
    i = tag.end;
    if (tag.name === "script" || tag.name === "style") {
      if (!tag.closing) i = skipRawText(html, i, tag.name);
      continue;
    }
    switch (tag.name) {
      case "p":
      case "div":
      case "blockquote":
      case "ul":
      case "ol":
        out.paragraph();
        break;
      case "li":
        if (!tag.closing) out.lineBreak();
        break;
      case "br":
        out.lineBreak();
        break;
      case "pre":
        if (tag.closing) out.endPre();
        else out.startPre();
        break;
      case "a":
        if (!tag.closing) {
          anchor = { href: safeHref(attribute(tag.raw, "href")), start: out.mark() };
        } else if (anchor !== null) {
          out.replaceSince(anchor.start, linkText(out.since(anchor.start), anchor.href));
          anchor = null;
        }
        break;
      default:
        // <i>, <b>, <code>, <em>, <strong>, <span>, unknown tags: keep their text only.
        break;
    }
  }
  if (anchor !== null) out.replaceSince(anchor.start, linkText(out.since(anchor.start), anchor.href));
  const text = out.finish();
  return text === "" ? null : text;
}

interface Tag {
  name: string;
  closing: boolean;
  raw: string;
  end: number;
}

const TAG_START = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)|<([!?])/y;

/** Reads a tag, comment or doctype starting at `start` ("<"); null when it is not one. */
function readTag(html: string, start: number): Tag | null {
  if (html.startsWith("<!--", start)) {
    const close = html.indexOf("-->", start + 4);
    return { name: "!--", closing: false, raw: "", end: close === -1 ? html.length : close + 3 };
  }
  TAG_START.lastIndex = start;
  const m = TAG_START.exec(html);
  if (m === null) return null;
  // Find the closing ">" outside quoted attribute values, so href="a>b" does not end the tag.
  let quote: string | null = null;
  let j = start + 1;
  for (; j < html.length; j++) {
    const ch = html[j];
    if (quote !== null) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
    } else if (ch === ">") {
      break;
    }
  }
  const end = j < html.length ? j + 1 : html.length;
  if (m[3] !== undefined) return { name: "!", closing: false, raw: "", end };
  return { name: (m[2] ?? "").toLowerCase(), closing: m[1] === "/", raw: html.slice(start, end), end };
}

function skipRawText(html: string, from: number, name: string): number {
  const close = html.toLowerCase().indexOf(`</${name}`, from);
  if (close === -1) return html.length;
  const gt = html.indexOf(">", close);
  return gt === -1 ? html.length : gt + 1;
}

function attribute(rawTag: string, name: string): string | null {
  const re = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i");
  const m = re.exec(rawTag);
  if (m === null) return null;
  return decodeEntities(m[1] ?? m[2] ?? m[3] ?? "");
}

function safeHref(href: string | null): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  return /^(https?:|mailto:)/i.test(trimmed) ? trimmed : null;
}

/** HN prints long URLs shortened with "...": the href is the full form of the same text. */
function linkText(text: string, href: string | null): string {
  const shown = text.trim();
  if (href === null) return shown;
  if (shown === "") return href;
  const stem = shown.replace(/(\.\.\.|…)$/, "");
  if (href.startsWith(stem) || href === shown) return href;
  return `${shown} (${href})`;
}

interface Mark {
  block: number;
  offset: number;
}

/** Collects paragraphs; inline text has HTML whitespace collapsing, `<pre>` text is verbatim. */
class TextBuilder {
  private readonly blocks: { pre: boolean; text: string }[] = [];
  private current = { pre: false, text: "" };

  text(s: string): void {
    this.current.text += this.current.pre ? s : s.replace(/[ \t\r\n\f]+/g, " ");
  }
  lineBreak(): void {
    this.current.text += "\n";
  }
  paragraph(): void {
    if (this.current.pre) return;
    this.flush(false);
  }
  startPre(): void {
    this.flush(true);
  }
  endPre(): void {
    this.flush(false);
  }
  mark(): Mark {
    return { block: this.blocks.length, offset: this.current.text.length };
  }
  since(mark: Mark): string {
    return mark.block === this.blocks.length ? this.current.text.slice(mark.offset) : "";
  }
  replaceSince(mark: Mark, s: string): void {
    // A paragraph break inside a link moved its text to a new block: leave that text as it is.
    if (mark.block !== this.blocks.length) return;
    this.current.text = this.current.text.slice(0, mark.offset) + s;
  }
  finish(): string {
    this.flush(false);
    return this.blocks
      .map((b) => (b.pre ? trimBlankLines(b.text) : tidyInline(b.text)))
      .filter((t) => t !== "")
      .join("\n\n");
  }
  private flush(nextPre: boolean): void {
    this.blocks.push(this.current);
    this.current = { pre: nextPre, text: "" };
  }
}

function tidyInline(text: string): string {
  // Runs inside text are already single spaces; doubles only appear where chunks meet.
  return text
    .replace(/ {2,}/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function trimBlankLines(text: string): string {
  return text.replace(/^(?:[ \t]*\n)+/, "").replace(/\s+$/, "");
}
