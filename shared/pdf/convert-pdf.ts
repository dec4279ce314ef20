import { ApiError } from "../errors";
import { headingLevels } from "./headings";
import { isPdf } from "./is-pdf";
import { openPdf } from "./open-document";
import { layoutPage } from "./page-layout";
import { PDF_MESSAGES, toConversionError } from "./pdf-errors";
import { pdfTitle } from "./pdf-title";
import { renderMarkdown, type PageBlocks } from "./render-markdown";
import { looksTruncated } from "./truncation";

/** docs/contract.md#limits: PDF pages. */
export const DEFAULT_MAX_PAGES = 50;

export interface ConvertPdfOptions {
  /** More pages than this is 413 `payload_too_large`, checked before any text is extracted. */
  maxPages?: number;
  /** Aborting stops pdf.js and rejects with `signal.reason` (e.g. a TimeoutError the caller maps to 504). */
  signal?: AbortSignal;
}

export interface ConvertedPdf {
  markdown: string;
  pages: number;
  title: string | null;
}

/**
 * pdf.js parses in this thread on promise continuations alone, so without a macrotask turn no timer
 * fires and an `AbortSignal.timeout` could not abort until the whole document is done.
 */
const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function rethrowIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new DOMException("The conversion was aborted.", "AbortError");
}

/**
 * Converts a whole PDF to Markdown, or throws; there are no partial results.
 * Errors are `ApiError`s: not a PDF, damaged, truncated, password-protected, or without a text layer
 * → 400 `invalid_request`; more than `maxPages` → 413 `payload_too_large`; a converter failure → 502
 * `upstream_unavailable`. An abort rejects with the signal's reason, untouched.
 *
 * @example const { markdown, pages, title } = await convertPdf(bytes, { signal: AbortSignal.timeout(60_000) });
 */
export async function convertPdf(bytes: Uint8Array, opts: ConvertPdfOptions = {}): Promise<ConvertedPdf> {
  const { maxPages = DEFAULT_MAX_PAGES, signal } = opts;
  rethrowIfAborted(signal);
  if (!isPdf(bytes)) throw new ApiError("invalid_request", PDF_MESSAGES.notPdf);
  if (looksTruncated(bytes)) throw new ApiError("invalid_request", PDF_MESSAGES.damaged, { internal: "truncation check" });

  let opened: Awaited<ReturnType<typeof openPdf>> | undefined;
  try {
    opened = await openPdf(bytes, signal);
    const { pdf } = opened;
    if (pdf.numPages < 1) throw new ApiError("invalid_request", PDF_MESSAGES.noPages);
    if (pdf.numPages > maxPages) {
      throw new ApiError("payload_too_large", PDF_MESSAGES.tooManyPages(pdf.numPages, maxPages));
    }
    // A broken XMP packet must not sink an otherwise good document: the title is optional.
    const title = await pdf.getMetadata().then(pdfTitle, () => null);

    const pages: PageBlocks[] = [];
    let chars = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      await yieldToEventLoop();
      rethrowIfAborted(signal);
      const page = await pdf.getPage(number);
      // pdf.js normalises ligatures before it reorders RTL runs, which reverses Arabic ligatures
      // ("لخ" comes out "خل"); we take the raw glyphs and normalise after ordering (normalizeGlyphs).
      const { items } = await page.getTextContent({ disableNormalization: true });
      page.cleanup();
      const laid = layoutPage(number, items);
      chars += laid.chars;
      pages.push(laid);
    }
    rethrowIfAborted(signal);
    if (chars === 0) throw new ApiError("invalid_request", PDF_MESSAGES.noText);

    const markdown = renderMarkdown(pages, headingLevels(pages.flatMap((p) => p.blocks)));
    return { markdown, pages: pdf.numPages, title };
  } catch (err) {
    rethrowIfAborted(signal);
    throw toConversionError(err);
  } finally {
    await opened?.close();
  }
}
