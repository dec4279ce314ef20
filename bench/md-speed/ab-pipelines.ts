import { htmlToMarkdown } from "@shared/markdown";
import { baselineHtmlToMarkdown } from "../md-quality/baseline-pipeline";
export const baseline = (html: string) => baselineHtmlToMarkdown(html);
export const ours = (html: string) => htmlToMarkdown(html, { url: "http://fakehost/test/page.html" });
