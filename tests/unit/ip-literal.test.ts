import { describe, expect, it } from "vitest";
import { classifyIp, isPublicIp, parseIpLiteral } from "@shared/net";

const v4 = (dotted: string) => {
  const [a, b, c, d] = dotted.split(".").map(Number) as [number, number, number, number];
  return { version: 4, value: ((a * 256 + b) * 256 + c) * 256 + d };
};

describe("parseIpLiteral", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1"],
    ["2130706433", "127.0.0.1"],
    ["0177.0.0.1", "127.0.0.1"],
    ["0x7f.0.0.1", "127.0.0.1"],
    ["0x7f000001", "127.0.0.1"],
    ["0X7F.1", "127.0.0.1"],
    ["127.1", "127.0.0.1"],
    ["10.1", "10.0.0.1"],
    ["192.168.257", "192.168.1.1"],
    ["0177.0x0.1", "127.0.0.1"],
    ["127.0.0.1.", "127.0.0.1"],
    ["127.0.0.1..", "127.0.0.1"],
    ["0", "0.0.0.0"],
    ["0x", "0.0.0.0"],
  ])("reads the IPv4 form %s as %s", (text, dotted) => {
    expect(parseIpLiteral(text)).toEqual(v4(dotted));
  });

  it.each(["256.0.0.1", "1.2.3.4.5", "4294967296", "08.0.0.1", "0x7f.foo", "example.com", "", ".", "1..2"])(
    "does not read %s as IPv4",
    (text) => {
      expect(parseIpLiteral(text)).toBeNull();
    },
  );

  it.each([
    ["::1", [0, 0, 0, 0, 0, 0, 0, 1]],
    ["[::1]", [0, 0, 0, 0, 0, 0, 0, 1]],
    ["::", [0, 0, 0, 0, 0, 0, 0, 0]],
    ["::ffff:127.0.0.1", [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ["[::ffff:a9fe:a9fe]", [0, 0, 0, 0, 0, 0xffff, 0xa9fe, 0xa9fe]],
    ["FD00:EC2::254", [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254]],
    ["2001:db8:0:0:0:0:0:1", [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]],
    ["1::", [1, 0, 0, 0, 0, 0, 0, 0]],
  ])("reads the IPv6 form %s", (text, words) => {
    expect(parseIpLiteral(text)).toEqual({ version: 6, words });
  });

  it.each(["[::1", "::1]", "fe80::1%eth0", "1:2:3:4:5:6:7:8:9", "1::2::3", "::ffff:127.1", "::ffff:1.2.3.4:5", "12345::", ":1::"])(
    "rejects the malformed IPv6 %s",
    (text) => {
      expect(parseIpLiteral(text)).toBeNull();
    },
  );
});

describe("isPublicIp", () => {
  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "100.63.255.255",
    "100.128.0.0",
    "172.32.0.1",
    "2606:4700:4700::1111",
    "2a00:1450:4001::200e",
    "::ffff:8.8.8.8",
    "2002:0808:0808::1",
    "2001:0:4136:e378:8000:63bf:f7f7:f7f7",
  ])("accepts the global address %s", (ip) => {
    expect(isPublicIp(ip)).toBe(true);
  });

  it.each([
    "127.0.0.1", "127.255.255.254", "0.0.0.0", "0.1.2.3", "10.0.0.1", "172.16.0.1", "172.31.255.255",
    "192.168.0.1", "100.64.0.1", "100.127.255.255", "169.254.0.1", "169.254.169.254", "100.100.100.200",
    "192.0.0.192", "192.0.0.8", "192.0.2.1", "198.51.100.1", "203.0.113.1", "198.18.0.1", "198.19.255.255",
    "224.0.0.1", "239.255.255.250", "240.0.0.1", "255.255.255.255", "192.88.99.1",
    "::", "::1", "::ffff:127.0.0.1", "::ffff:a9fe:a9fe", "::127.0.0.1", "::8.8.8.8", "64:ff9b::10.0.0.1",
    "64:ff9b:1::1", "2002:7f00:0001::", "2002:a9fe:a9fe::1", "2001:0:4136:e378:8000:63bf:80ff:fffe",
    "2001:0:0a00:0001:8000:63bf:f7f7:f7f7", "fc00::1", "fd12:3456::1", "fd00:ec2::254", "fe80::1",
    "febf::1", "fec0::1", "ff02::1", "2001:db8::1", "3fff::1", "2001:2::1", "2001:10::1", "100::1",
    "not-an-ip", "",
  ])("refuses the non-public address %s", (ip) => {
    expect(isPublicIp(ip)).toBe(false);
  });
});

describe("classifyIp", () => {
  const classify = (text: string) => classifyIp(parseIpLiteral(text) ?? { version: 4, value: 0 });

  it("marks metadata endpoints in every family as metadata", () => {
    for (const ip of ["169.254.169.254", "100.100.100.200", "192.0.0.192", "fd00:ec2::254", "::ffff:a9fe:a9fe", "::a9fe:a9fe"]) {
      expect(classify(ip), ip).toBe("metadata");
    }
  });

  it("judges tunnel addresses by the IPv4 they carry", () => {
    expect(classify("::ffff:10.0.0.1")).toBe("private");
    expect(classify("64:ff9b::127.0.0.1")).toBe("loopback");
    expect(classify("2002:c0a8:0101::")).toBe("private");
    // Teredo client 10.0.0.1 is stored inverted: f5ff:fffe.
    expect(classify("2001:0:4136:e378:8000:63bf:f5ff:fffe")).toBe("private");
  });

  it("separates ranges the harness may reach from those it may not", () => {
    expect(classify("127.0.0.1")).toBe("loopback");
    expect(classify("100.64.0.1")).toBe("shared");
    expect(classify("fd12::1")).toBe("unique-local");
    expect(classify("169.254.1.1")).toBe("link-local");
    expect(classify("fe80::1")).toBe("link-local");
  });
});
