import { htmlToMarkdown } from "@shared/markdown";
import { benchHandler } from "./bench-handler";

export default benchHandler((html, url) => {
  const { markdown, content, title } = htmlToMarkdown(html, { url });
  return { markdown, content, title };
});
