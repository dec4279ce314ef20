import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import { stripInertMarkup } from "../../shared/markdown/strip-inert-markup";
export const plain = (html: string) => new Readability(parseHTML(html).document).parse();
export const stripped = (html: string) => new Readability(parseHTML(stripInertMarkup(html)).document).parse();
