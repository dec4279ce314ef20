import { describe, expect, it } from "vitest";
import { decodeBody } from "@shared/markdown";

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));

describe("decodeBody", () => {
  it("decodes windows-1252 named in the Content-Type header", () => {
    const bytes = concat(ascii("<p>"), Uint8Array.of(0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x80), ascii("</p>"));
    expect(decodeBody(bytes, "text/html; charset=windows-1252")).toBe("<p>“Café” €</p>");
  });

  it("decodes iso-8859-1 declared by <meta charset> when the header has none", () => {
    const bytes = concat(ascii('<html><head><meta charset="iso-8859-1"></head><body>Gr'), Uint8Array.of(0xfc, 0xdf), ascii("e</body></html>"));
    expect(decodeBody(bytes, "text/html")).toContain("Grüße");
  });

  it("reads the charset from a meta http-equiv Content-Type", () => {
    const bytes = concat(ascii('<meta http-equiv="Content-Type" content="text/html; charset=ISO-8859-15">'), Uint8Array.of(0xa4));
    expect(decodeBody(bytes, null)).toContain("€");
  });

  it("lets a byte-order mark win over the header", () => {
    const utf16 = Uint8Array.of(0xff, 0xfe, 0x68, 0x00, 0xe9, 0x00);
    expect(decodeBody(utf16, "text/html; charset=iso-8859-1")).toBe("hé");
    const utf8 = concat(Uint8Array.of(0xef, 0xbb, 0xbf), new TextEncoder().encode("ñ"));
    expect(decodeBody(utf8, "text/html; charset=windows-1252")).toBe("ñ");
  });

  it("defaults to UTF-8 and ignores unknown labels", () => {
    const bytes = new TextEncoder().encode("naïve 日本");
    expect(decodeBody(bytes, null)).toBe("naïve 日本");
    expect(decodeBody(bytes, "text/html; charset=x-made-up")).toBe("naïve 日本");
  });

  it("follows a charset declared after the first 1024 bytes when the body is not UTF-8", () => {
    const filler = ascii(`<script>${"var x = 1;".repeat(150)}</script>`);
    const meta = ascii('<meta http-equiv="Content-Type" content="text/html; charset=gb2312">');
    const gbk = Uint8Array.of(0xd6, 0xd0, 0xce, 0xc4); // 中文
    expect(decodeBody(concat(ascii("<html><head>"), filler, meta, ascii("</head><body>"), gbk), null)).toContain("中文");
    const utf8 = new TextEncoder().encode("中文");
    expect(decodeBody(concat(ascii("<html><head>"), filler, meta, ascii("</head><body>"), utf8), null)).toContain("中文");
  });

  it("reads bytes that are not UTF-8 and declare no charset as windows-1252, as browsers do; UTF-8 cut short stays UTF-8", () => {
    const latin = Uint8Array.of(...ascii("<p>Caf"), 0xe9, ...ascii(" cr"), 0xe8, ...ascii("me "), 0x80, ...ascii(" 5</p>"));
    expect(decodeBody(latin, null)).toBe("<p>Café crème € 5</p>");
    expect(decodeBody(latin, "text/html")).toBe("<p>Café crème € 5</p>");
    const utf8 = new TextEncoder().encode("<p>Café crème, naïve 日本</p>");
    const cut = utf8.subarray(0, utf8.length - 6); // inside 本
    expect(decodeBody(cut, null)).toBe("<p>Café crème, naïve 日\uFFFD");
  });
});
