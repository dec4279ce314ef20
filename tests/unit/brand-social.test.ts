import { describe, expect, it } from "vitest";
import { recognizeProfile } from "@shared/brand/social";
import { brandSegment } from "@shared/brand/page-identity";
import { pickLogoUrl } from "@shared/brand/logo-pick";
import type { BrandLogo } from "@shared/brand";

describe("recognizeProfile", () => {
  it.each([
    ["https://x.com/acme", "x", "@acme"],
    ["https://mobile.twitter.com/acme_hq", "x", "@acme_hq"],
    ["https://www.linkedin.com/in/jane-doe/", "linkedin", "jane-doe"],
    ["https://github.com/acme/sdk", "github", "acme"],
    ["https://www.youtube.com/c/AcmeTV", "youtube", "AcmeTV"],
    ["https://www.youtube.com/channel/UC123", "youtube", null],
    ["https://www.tiktok.com/@acme", "tiktok", "@acme"],
    ["https://www.threads.net/@acme", "threads", "@acme"],
    ["https://bsky.app/profile/acme.bsky.social", "bluesky", "@acme.bsky.social"],
    ["https://discord.gg/acme", "discord", null],
    ["https://www.reddit.com/r/acme/", "reddit", "r/acme"],
    ["https://medium.com/@acme", "medium", "@acme"],
    ["https://t.me/acme", "telegram", "@acme"],
    ["https://fosstodon.org/@acme", "mastodon", "@acme@fosstodon.org"],
  ])("reads %s as %s %s", (url, platform, handle) => {
    expect(recognizeProfile(new URL(url))).toEqual({ platform, handle });
  });

  it.each([
    "https://twitter.com/intent/tweet?text=hi",
    "https://x.com/acme/status/1234567890",
    "https://www.facebook.com/sharer/sharer.php?u=x",
    "https://www.linkedin.com/shareArticle?url=x",
    "https://www.instagram.com/p/Cx1/",
    "https://www.youtube.com/watch?v=abc",
    "https://github.com/features",
    "https://www.tiktok.com/discover",
    "https://social.example.org/@acme",
    "https://acme.com/@acme",
  ])("does not read %s as a profile", (url) => {
    expect(recognizeProfile(new URL(url))).toBeNull();
  });

  it("reads a Mastodon profile on an unknown instance when the link says rel=me", () => {
    expect(recognizeProfile(new URL("https://social.example.org/@acme"), true)).toEqual({ platform: "mastodon", handle: "@acme@social.example.org" });
  });
});

describe("brandSegment", () => {
  it.each([
    ["Stripe | Financial Infrastructure to Grow Your Revenue", "stripe.com", "Stripe"],
    ["Home | Shopfront", "shopfront.co.uk", "Shopfront"],
    ["GitHub: Let's build from here · GitHub", "github.com", "GitHub"],
    ["Plan and build products — Linear", "linear.app", "Linear"],
    ["Welcome to our site", "plainsite.net", "Welcome to our site"],
    ["Acme - The best anvils - Since 1949", "anvils.example.com", "Acme"],
  ])("cuts %j on %s to %j", (title, domain, name) => {
    expect(brandSegment(title, domain)).toBe(name);
  });
});

describe("pickLogoUrl", () => {
  const logo = (over: Partial<BrandLogo>): BrandLogo => ({ kind: "logo", url: "https://a.com/x", format: null, width: null, height: null, source: "img", ...over });

  it("prefers an svg logo, then the largest png logo, then apple-touch-icon, then the largest manifest icon", () => {
    const manifest192 = logo({ kind: "manifest-icon", url: "https://a.com/192.png", format: "png", width: 192, height: 192, source: "manifest" });
    const manifest512 = logo({ kind: "manifest-icon", url: "https://a.com/512.png", format: "png", width: 512, height: 512, source: "manifest" });
    const touch = logo({ kind: "apple-touch-icon", url: "https://a.com/touch.png", format: "png", width: 180, height: 180, source: "link" });
    const small = logo({ url: "https://a.com/small.png", format: "png", width: 100, height: 30 });
    const big = logo({ url: "https://a.com/big.png", format: "png", width: 400, height: 120 });
    const svg = logo({ url: "https://a.com/logo.svg", format: "svg" });
    const inline = logo({ url: "data:image/svg+xml,%3Csvg%2F%3E", format: "svg", source: "inline-svg" });

    expect(pickLogoUrl([manifest192, manifest512])).toBe("https://a.com/512.png");
    expect(pickLogoUrl([manifest512, touch])).toBe("https://a.com/touch.png");
    expect(pickLogoUrl([touch, small, big])).toBe("https://a.com/big.png");
    expect(pickLogoUrl([inline, big, svg])).toBe("https://a.com/logo.svg");
    expect(pickLogoUrl([inline])).toBeNull();
    expect(pickLogoUrl([])).toBeNull();
  });
});
