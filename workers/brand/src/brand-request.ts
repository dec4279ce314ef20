/** What a brand request asks for, validated before admission (an invalid domain costs no quota). */
import type { Context } from "hono";
import { validateBrandDomain } from "@shared/brand/brand-domain";
import { wantsFresh } from "@shared/cache";
import type { BrandEnv } from "./env";
import { isHarness } from "@shared/config";

export interface BrandRequest {
  domain: string;
  bypass: boolean;
}

export function brandRequest(c: Context<BrandEnv>, rawDomain: string): BrandRequest {
  return {
    domain: validateBrandDomain(rawDomain, { allowPrivate: isHarness(c.env), lowercaseOnly: true }),
    bypass: wantsFresh(c.req.header("Cache-Control")),
  };
}
