import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@shared/errors";
import { convertPdf } from "@shared/pdf";
import { makePdf, textLines, type PdfText } from "../fixtures/pdf/make-pdf";

const BODY = [
  "Portable documents keep their layout on every screen and printer,",
  "which is why reports, papers and forms are still published as PDF",
  "files even though the text inside them is hard for programs to read.",
];

/** Rejects with an ApiError of this status and code whose message matches. */
async function expectApiError(promise: Promise<unknown>, status: number, code: string, message: RegExp) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ status, code });
  expect((err as ApiError).message).toMatch(message);
}

// The first conversion in an isolate loads pdf.js (several MB of JavaScript); pay for it once here
// with a generous timeout so each test's own time reflects the conversion.
beforeAll(async () => {
  await convertPdf(makePdf({ pages: [{ texts: textLines(BODY, { y: 720 }) }] }));
}, 60_000);

describe("convertPdf: document facts", () => {
  it("reports the page count and the Info title", async () => {
    const pdf = makePdf({
      title: "Quarterly Report",
      pages: [{ texts: textLines(BODY, { y: 720 }) }, { texts: textLines(BODY, { y: 720 }) }],
    });
    const result = await convertPdf(pdf);
    expect(result.pages).toBe(2);
    expect(result.title).toBe("Quarterly Report");
  });

  it("answers a null title when the PDF declares none", async () => {
    const result = await convertPdf(makePdf({ pages: [{ texts: textLines(BODY, { y: 720 }) }] }));
    expect(result.title).toBeNull();
  });

  it("leaves the caller's bytes intact (pdf.js gets a copy)", async () => {
    const pdf = makePdf({ pages: [{ texts: textLines(BODY, { y: 720 }) }] });
    const before = pdf.byteLength;
    await convertPdf(pdf);
    expect(pdf.byteLength).toBe(before);
    expect((await convertPdf(pdf)).pages).toBe(1);
  });
});

describe("convertPdf: Markdown structure", () => {
  it("starts every page with a page comment", async () => {
    const pages = [1, 2, 3].map((n) => ({ texts: [{ text: `Text of page ${n}.`, x: 72, y: 720 }] }));
    const { markdown } = await convertPdf(makePdf({ pages }));
    expect(markdown).toMatch(/^<!-- page 1 -->\n\nText of page 1\.\n\n<!-- page 2 -->\n\nText of page 2\.\n\n<!-- page 3 -->/);
  });

  it("makes headings from text larger than the body, ranked by size", async () => {
    const texts: PdfText[] = [
      { text: "Annual Review", x: 72, y: 730, size: 24 },
      { text: "Introduction", x: 72, y: 690, size: 16 },
      ...textLines(BODY, { y: 665 }),
      { text: "Method", x: 72, y: 600, size: 16 },
      ...textLines(BODY, { y: 575 }),
    ];
    const { markdown } = await convertPdf(makePdf({ pages: [{ texts }] }));
    expect(markdown).toContain("# Annual Review\n");
    expect(markdown).toContain("## Introduction\n");
    expect(markdown).toContain("## Method\n");
    expect(markdown).not.toMatch(/#+ Portable/);
  });

  it("joins the lines of a paragraph and separates paragraphs at a larger gap", async () => {
    const texts = [...textLines(BODY, { y: 720 }), ...textLines(BODY, { y: 660 })];
    const { markdown } = await convertPdf(makePdf({ pages: [{ texts }] }));
    const paragraph = BODY.join(" ");
    expect(markdown).toContain(`${paragraph}\n\n${paragraph}\n`);
  });

  it("rejoins words hyphenated at a line end but keeps compounds", async () => {
    const lines = [
      "The gateway performs a conver-",
      "sion of every page and keeps state-of-",
      "the-art accuracy on JavaScript-",
      "Based documents as well as well-",
      "known layouts used by most publishers.",
    ];
    const { markdown } = await convertPdf(makePdf({ pages: [{ texts: textLines(lines, { y: 720 }) }] }));
    expect(markdown).toContain(
      "The gateway performs a conversion of every page and keeps state-of-the-art accuracy on " +
        "JavaScript-Based documents as well as well-known layouts used by most publishers.",
    );
  });

  it("renders bullet and numbered lists", async () => {
    const lines = ["\u2022 First point", "\u2022 Second point", "1. Step one", "2. Step two"];
    const { markdown } = await convertPdf(makePdf({ pages: [{ texts: textLines(lines, { y: 720 }) }] }));
    expect(markdown).toContain("- First point\n- Second point\n1. Step one\n2. Step two");
  });

  it("renders aligned columns over three or more rows as a GFM table", async () => {
    const rows = [
      ["Region", "Units", "Revenue"],
      ["North", "1200", "$4.1M"],
      ["South", "950", "$3.2M"],
      ["West", "700", "$2.5M"],
    ];
    const texts = rows.flatMap((cells, r) => cells.map((text, c) => ({ text, x: 72 + c * 150, y: 700 - r * 16 })));
    const { markdown } = await convertPdf(makePdf({ pages: [{ texts }] }));
    expect(markdown).toContain(
      "| Region | Units | Revenue |\n| --- | --- | --- |\n| North | 1200 | $4.1M |\n| South | 950 | $3.2M |\n| West | 700 | $2.5M |",
    );
  });

  it("reads a two-column page column by column", async () => {
    const left = ["Left column opens the story and it keeps going", "with more words until the end of this column", "where the left column finally comes to an end."];
    const right = ["Right column continues the story after that and", "adds its own sentences to the text of the page", "until the right column also reaches the end."];
    const texts = [
      { text: "A Two Column Article", x: 180, y: 740, size: 20 },
      ...textLines(left, { x: 54, y: 700, size: 10 }),
      ...textLines(right, { x: 320, y: 700, size: 10 }),
    ];
    const { markdown } = await convertPdf(makePdf({ pages: [{ texts }] }));
    const leftAt = markdown.indexOf("where the left column finally");
    const rightAt = markdown.indexOf("Right column continues");
    expect(markdown).toContain("# A Two Column Article");
    expect(leftAt).toBeGreaterThan(0);
    expect(rightAt).toBeGreaterThan(leftAt);
    expect(markdown).toContain(left.join(" "));
  });
});

describe("convertPdf: errors, never partial results", () => {
  it("rejects bytes that are not a PDF with 400", async () => {
    const html = new TextEncoder().encode("<!doctype html><title>Not a PDF</title>");
    await expectApiError(convertPdf(html), 400, "invalid_request", /not a PDF/);
  });

  it("rejects more than 50 pages with 413 and says how many", async () => {
    const pages = Array.from({ length: 51 }, (_, i) => ({ texts: [{ text: `Page ${i + 1}`, x: 72, y: 720 }] }));
    await expectApiError(convertPdf(makePdf({ pages })), 413, "payload_too_large", /^PDF has 51 pages; the limit is 50\.$/);
  });

  it("accepts exactly 50 pages", async () => {
    const pages = Array.from({ length: 50 }, (_, i) => ({ texts: [{ text: `Page ${i + 1}`, x: 72, y: 720 }] }));
    expect((await convertPdf(makePdf({ pages }))).pages).toBe(50);
  });

  it("honours a lower maxPages", async () => {
    const pages = Array.from({ length: 3 }, () => ({ texts: [{ text: "Some text", x: 72, y: 720 }] }));
    await expectApiError(convertPdf(makePdf({ pages }), { maxPages: 2 }), 413, "payload_too_large", /3 pages; the limit is 2/);
  });

  it("rejects a truncated PDF with 400", async () => {
    const pdf = makePdf({ pages: [{ texts: textLines(BODY, { y: 720 }) }, { texts: textLines(BODY, { y: 720 }) }] });
    await expectApiError(convertPdf(pdf.subarray(0, Math.floor(pdf.length * 0.6))), 400, "invalid_request", /damaged or truncated/);
  });

  it("rejects an incremental update cut before its trailer with 400", async () => {
    const pdf = makePdf({ pages: [{ texts: textLines(BODY, { y: 720 }) }] });
    const update = new TextEncoder().encode("9 0 obj\n<< /Length 500 >>\nstream\nBT /F1 11 Tf 72 700 Td (partial");
    const cut = new Uint8Array([...pdf, ...update]);
    await expectApiError(convertPdf(cut), 400, "invalid_request", /damaged or truncated/);
  });

  it("rejects a PDF whose structure is broken with 400", async () => {
    const broken = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<< /Type /Nothing >>\nendobj\ntrailer\n<< /Root 7 0 R >>\n%%EOF\n");
    await expectApiError(convertPdf(broken), 400, "invalid_request", /damaged or truncated/);
  });

  it("rejects a password-protected PDF with 400 and says why", async () => {
    const pdf = makePdf({ encrypted: true, pages: [{ texts: textLines(BODY, { y: 720 }) }] });
    await expectApiError(convertPdf(pdf), 400, "invalid_request", /encrypted with a password/);
  });

  it("rejects a PDF without any text layer with 400 (OCR is not supported)", async () => {
    const pdf = makePdf({ pages: [{ graphics: "0 0 1 rg 72 72 468 648 re f" }, { graphics: "10 10 50 50 re S" }] });
    await expectApiError(convertPdf(pdf), 400, "invalid_request", /no text layer.*OCR is not supported/);
  });

  it("stops a running conversion when the signal aborts midway", async () => {
    const reason = new DOMException("too slow", "TimeoutError");
    const pages = Array.from({ length: 50 }, () => ({ texts: textLines([...BODY, ...BODY, ...BODY], { y: 720 }) }));
    const controller = new AbortController();
    const conversion = convertPdf(makePdf({ pages }), { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 1));
    controller.abort(reason);
    await expect(conversion).rejects.toBe(reason);
  });

  it("stops and rejects with the abort reason when the signal is aborted", async () => {
    const reason = new DOMException("too slow", "TimeoutError");
    const pdf = makePdf({ pages: [{ texts: textLines(BODY, { y: 720 }) }] });
    await expect(convertPdf(pdf, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});
