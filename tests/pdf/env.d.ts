import type { PdfBindings } from "../../workers/pdf/src/env";

declare global {
  namespace Cloudflare {
    interface Env extends PdfBindings {}
  }
}
