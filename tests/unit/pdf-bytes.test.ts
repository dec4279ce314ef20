import { describe, expect, it } from "vitest";
import { isPdf } from "@shared/pdf";
import { looksTruncated } from "@shared/pdf/truncation";

const bytes = (text: string): Uint8Array => new Uint8Array([...text].map((c) => c.charCodeAt(0)));

describe("isPdf", () => {
  it("accepts a header at the start", () => {
    expect(isPdf(bytes("%PDF-1.7\n..."))).toBe(true);
  });

  it("accepts a header after junk within the first 1024 bytes", () => {
    expect(isPdf(bytes(" ".repeat(1000) + "%PDF-1.4"))).toBe(true);
  });

  it("rejects a header that starts after byte 1024", () => {
    expect(isPdf(bytes(" ".repeat(1024) + "%PDF-1.4"))).toBe(false);
  });

  it("rejects other content and empty input", () => {
    expect(isPdf(bytes("<!doctype html>"))).toBe(false);
    expect(isPdf(bytes("%PDF"))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });
});

describe("looksTruncated", () => {
  const whole = "%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n";

  it("accepts a file that ends with %%EOF", () => {
    expect(looksTruncated(bytes(whole))).toBe(false);
  });

  it("tolerates junk after the last %%EOF", () => {
    expect(looksTruncated(bytes(whole + "\u00ff\u00fe garbage from a scanner"))).toBe(false);
  });

  it("flags a file without %%EOF", () => {
    expect(looksTruncated(bytes(whole.slice(0, 30)))).toBe(true);
  });

  it("flags objects after the last %%EOF (an update cut before its trailer)", () => {
    expect(looksTruncated(bytes(whole + "2 0 obj\n<< /Length 9 >>\nstream\nBT"))).toBe(true);
  });

  it("flags a linearized file shorter than its declared length", () => {
    const head = "%PDF-1.5\n1 0 obj\n<< /Linearized 1 /L 99999 /N 1 >>\nendobj\n";
    expect(looksTruncated(bytes(head + "%%EOF\n"))).toBe(true);
  });
});
