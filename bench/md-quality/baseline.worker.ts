import { baselineHtmlToMarkdown } from "./baseline-pipeline";
import { benchHandler } from "./bench-handler";

export default benchHandler((html) => ({ markdown: baselineHtmlToMarkdown(html) }));
