// Debug aid (bundled by stage-profile.mjs): per-stage cost of our pipeline on one page.
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import TurndownService from "turndown";
import type { DomDocument, DomElement } from "../../shared/markdown/dom";
import { domToMarkdown } from "../../shared/markdown/markdown-converter";
import { readPageMetadata } from "../../shared/markdown/page-metadata";
import { parseDocument } from "../../shared/markdown/parse-document";
import { documentBaseUrl } from "../../shared/markdown/resolve-url";

export function stages(html: string, now: () => number): Record<string, number> {
  const t: Record<string, number> = {};
  let last = now();
  const mark = (name: string) => {
    const n = now();
    t[name] = n - last;
    last = n;
  };
  const document: DomDocument = parseDocument(html);
  mark("parse");
  const base = documentBaseUrl(document, "http://fakehost/test/page.html");
  readPageMetadata(document);
  mark("metadata");
  const article = new Readability<DomElement>(document as never, { keepClasses: true, serializer: (n) => n as unknown as DomElement }).parse();
  mark("readability");
  const root = article?.content ?? document.body!;
  domToMarkdown(root, base);
  mark("ourTurndown");
  new TurndownService().turndown(root as never);
  mark("plainTurndown");
  const html2 = root.innerHTML;
  mark("serialize");
  parseHTML(`<html><body>${html2}</body></html>`);
  mark("reparse");
  return t;
}
