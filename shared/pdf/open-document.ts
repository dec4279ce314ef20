import { getResolvedPDFJS } from "unpdf";

/** The parts of pdf.js's document and page proxies the converter uses. */
export interface PdfPage {
  getTextContent(params?: { disableNormalization?: boolean }): Promise<{ items: unknown[] }>;
  cleanup(): boolean;
}
export interface OpenedPdf {
  numPages: number;
  getPage(number: number): Promise<PdfPage>;
  getMetadata(): Promise<{ info?: unknown; metadata?: { get(name: string): unknown } | null }>;
}

/**
 * Opens a PDF with pdf.js (through unpdf's serverless build) and returns it with a `close` that
 * must always run. pdf.js detaches the buffer it is given, so it gets a copy and the caller keeps
 * its bytes. Options are chosen for a text-only job inside workerd:
 * - `stopAtErrors`: a broken content stream fails the conversion instead of silently losing text;
 * - no font faces, system fonts or worker fetches: we never render, and there is no network.
 * An abort destroys the loading task, which rejects whatever pdf.js is doing.
 */
export async function openPdf(bytes: Uint8Array, signal?: AbortSignal): Promise<{ pdf: OpenedPdf; close: () => Promise<void> }> {
  const { getDocument } = await getResolvedPDFJS();
  const task = getDocument({
    data: bytes.slice(),
    stopAtErrors: true,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: 0,
  });
  const onAbort = (): void => void task.destroy();
  signal?.addEventListener("abort", onAbort, { once: true });
  const close = async (): Promise<void> => {
    signal?.removeEventListener("abort", onAbort);
    await task.destroy();
  };
  try {
    return { pdf: (await task.promise) as unknown as OpenedPdf, close };
  } catch (err) {
    await close();
    throw err;
  }
}
