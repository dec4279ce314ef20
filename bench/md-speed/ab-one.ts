import { htmlToMarkdown } from "../../shared/markdown";
export const ours = (html: string) => htmlToMarkdown(html, { url: "http://fakehost/test/page.html" });
