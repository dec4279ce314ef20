/**
 * What every human-facing page shares: security headers, the session, the CSRF-carrying viewer,
 * a capped form reader, and one error handler that answers in HTML (the API routes keep theirs).
 */
import type { Context, ErrorHandler, MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ApiError, isApiError } from "@shared/errors";
import { requestIdOf } from "@shared/http/errors-handler";
import { createRouter } from "@shared/http/router";
import { readCappedBody } from "@shared/net";
import type { PlatformEnv } from "./env";
import { PAGE_STYLESHEET, type Markup, type Viewer } from "./pages/layout.page";
import { messagePage } from "./pages/message.page";
import { csrfToken, loadSession, type Session } from "./session";

const MAX_FORM_BYTES = 4096;

/**
 * No script at all, styles only from our own stylesheet (no inline style), no framing
 * (clickjacking of the Approve button), forms only to ourselves,
 * no Referer to other sites (page URLs can carry a user code; same-origin keeps `Origin` on our
 * own form posts, which `checkCsrf` verifies), nothing cached (a page may show a new key once).
 */
export const PAGE_HEADERS: Record<string, string> = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

/**
 * A stored page snapshot shown as evidence (docs/security.md#dashboard): someone else's HTML,
 * served as text from the session's origin, so besides being text (`nosniff`) it is sandboxed: no
 * script, no form, no plugin, an opaque origin, whatever a browser makes of it.
 */
export const SNAPSHOT_HEADERS: Record<string, string> = {
  ...PAGE_HEADERS,
  "Content-Security-Policy": "default-src 'none'; style-src 'self'; sandbox; form-action 'none'; frame-ancestors 'none'; base-uri 'none'",
};

function pageHeaders(headers: Record<string, string>): MiddlewareHandler<PlatformEnv> {
  return async function pageHeadersMiddleware(c, next) {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
}

function pageErrorHandler(): ErrorHandler<PlatformEnv> {
  return function pageOnError(err, c) {
    const known = isApiError(err)
      ? err
      : err instanceof HTTPException && err.status < 500
        ? new ApiError("invalid_request", "The request was malformed.")
        : null;
    if (!known) console.error(`[${requestIdOf(c)}] page failed`, err instanceof Error ? `${err.name}: ${err.message.slice(0, 200)}` : "unknown");
    else if (known.internal) console.warn(`[${requestIdOf(c)}] ${known.code}: ${known.internal}`);
    const status = known?.status ?? 500;
    const text =
      known && status < 500
        ? known.message
        : "Something went wrong on our side. Nothing was granted; please try again in a moment.";
    c.header("Retry-After", status >= 500 ? "5" : known?.headers["Retry-After"]);
    return c.html(messagePage("Something went wrong", text, { tone: "error", link: { href: "/", label: "Start over" } }), status as 500);
  };
}

/** A router for pages under `paths` (patterns), with headers (`PAGE_HEADERS` unless told), session and HTML errors. */
export function pageRouter(paths: string[], headers: Record<string, string> = PAGE_HEADERS) {
  const app = createRouter<PlatformEnv>();
  app.onError(pageErrorHandler());
  for (const path of paths) app.use(path, pageHeaders(headers), loadSession());
  return app;
}

export async function viewerOf(c: Context<PlatformEnv>, session: Session): Promise<Viewer> {
  return { email: session.email, csrf: await csrfToken(c, session) };
}

/** The pages' stylesheet: the same for every visitor, so it may be cached (unlike the pages). */
export function pageStylesheet(c: Context): Response {
  return c.body(PAGE_STYLESHEET, 200, {
    "Content-Type": "text/css; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    "X-Content-Type-Options": "nosniff",
  });
}

export function renderPage(c: Context, markup: Markup, status = 200) {
  return c.html(markup, status as 200);
}

/** An urlencoded form of at most 4 KB, as plain strings. */
export async function readForm(c: Context): Promise<Record<string, string>> {
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(c.req.header("Content-Type") ?? "")) {
    throw new ApiError("invalid_request", "Send this form from the page.");
  }
  let bytes: Uint8Array;
  try {
    const declared = c.req.header("Content-Length");
    bytes = await readCappedBody(new Response(c.req.raw.body, declared ? { headers: { "Content-Length": declared } } : {}), MAX_FORM_BYTES);
  } catch {
    throw new ApiError("invalid_request", "The form is too large.");
  }
  return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
}
