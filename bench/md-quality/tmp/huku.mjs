import { htmlText, tokens } from "../score.mjs";
import { readFileSync } from "node:fs";
const t = tokens(htmlText(readFileSync("/work/shared/corpus/readability/hukumusume/expected.html", "utf8")));
console.log(t.length, t.slice(0, 40));
