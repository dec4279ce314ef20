/**
 * Turns a fetched page into a MarkdownPage: HTML (and XHTML) is converted; text/plain and
 * Markdown pass through unchanged unless the body is an HTML document; anything else is refused
 * with 400, since converting an image or a zip would only produce noise. A body without a
 * Content-Type is converted only when it looks like HTML. Shared by the md gateway and the research workflow (which converts the homepage
 * it already fetched for the brand primitives).
 */
import { ApiError } from "../errors";
import { decodeBody } from "./decode-body";
import { htmlToMarkdown } from "./html-to-markdown";
import { isPassThroughType, looksLikeHtml } from "./pass-through";
import type { SafeResponse } from "../net";
import type { MarkdownPage } from "./markdown-page";

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

export function toMarkdownPage(res: SafeResponse, selector: string | undefined): MarkdownPage {
  return convertBody(res.url, readBody(res), selector);
}

/** A fetched body as the converter will treat it: HTML to convert, or text and Markdown to pass through. */
export interface PageBody {
  kind: "html" | "pass";
  text: string;
  contentType: string | null;
}

/**
 * Decodes and classifies a fetched page (what `toMarkdownPage` does first), so a reader can look at
 * the HTML before converting it (the renderer's `auto` decision); throws 400 for other types.
 */
export function readBody(res: SafeResponse): PageBody {
  const header = res.headers.get("content-type");
  const mime = header?.split(";")[0]?.trim().toLowerCase() ?? "";
  const text = decodeBody(res.body, header);
  if (isPassThroughType(header, text)) return { kind: "pass", text, contentType: header };
  // Untyped, or typed as text but an HTML document: converted like HTML.
  const html = HTML_TYPES.has(mime) || ((mime === "" || isPassThroughType(header)) && looksLikeHtml(text));
  if (!html) throw notConvertible(mime);
  return { kind: "html", text, contentType: header };
}

/** The second half of `toMarkdownPage`: a classified body of the page at `url` as a MarkdownPage. */
export function convertBody(url: string, body: PageBody, selector: string | undefined): MarkdownPage {
  if (body.kind === "pass") return fromResult(url, htmlToMarkdown(body.text, { url, contentType: body.contentType ?? undefined }));
  return fromResult(url, htmlToMarkdown(body.text, { url, ...(selector ? { selector } : {}) }));
}

function fromResult(url: string, r: { title: string | null; markdown: string; content: string; tokens: number }): MarkdownPage {
  return { url, title: r.title, markdown: r.markdown, content: r.content, tokens: r.tokens };
}

function notConvertible(mime: string): ApiError {
  if (mime === "application/pdf") {
    return new ApiError("invalid_request", "The target is a PDF; convert it with the PDF gateway instead (POST / with {\"url\": ...} on the PDF host, port 8790 locally).");
  }
  const what = mime === "" ? "a body without a Content-Type that is not HTML" : `${mime}`;
  return new ApiError(
    "invalid_request",
    `The target is ${what}, not an HTML page. This gateway converts HTML and passes text/plain and Markdown through.`,
  );
}
