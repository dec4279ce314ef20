/**
 * The frame of every platform page. All pages are built with hono's `html` template, which
 * escapes every interpolated value: agent names and anything else a client sent are text, never
 * markup.
 */
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { PATHS } from "../config";

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** Who is signed in, for the header (with the CSRF token of the sign-out form). */
export interface Viewer {
  email: string | null;
  csrf: string;
}

/** The one stylesheet of every page, served from this origin (`PAGE_HEADERS`: `style-src 'self'`). */
export const PAGE_STYLESHEET = `
  body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; color: #1d1d1f; }
  header { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #ddd; padding-bottom: .5rem; margin-bottom: 1.5rem; }
  header form { display: inline; }
  .brand { font-weight: 600; text-decoration: none; color: inherit; }
  .muted { color: #666; font-size: .9rem; }
  .code { font-family: ui-monospace, monospace; font-size: 1.6rem; letter-spacing: .15em; background: #f4f4f5; padding: .2rem .6rem; border-radius: 4px; }
  .key { font-family: ui-monospace, monospace; word-break: break-all; background: #f4f4f5; padding: .6rem; border-radius: 4px; display: block; }
  .warning { border-left: 4px solid #d97706; background: #fffbeb; padding: .75rem 1rem; margin: 1rem 0; }
  .error { border-left: 4px solid #b00020; background: #fdecee; padding: .75rem 1rem; margin: 1rem 0; }
  .ok { border-left: 4px solid #15803d; background: #f0fdf4; padding: .75rem 1rem; margin: 1rem 0; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
  dt { font-weight: 600; }
  input[type=text] { font-size: 1.3rem; padding: .4rem; width: 12rem; text-transform: uppercase; letter-spacing: .1em; }
  button, .button { font-size: 1rem; padding: .5rem 1.2rem; margin: .5rem .5rem .5rem 0; cursor: pointer; border-radius: 4px; border: 1px solid #888; background: #fff; color: inherit; text-decoration: none; display: inline-block; }
  button.primary, .button.primary { background: #1d4ed8; border-color: #1d4ed8; color: #fff; }
  button.danger { background: #b00020; border-color: #b00020; color: #fff; }
`;

export function layout(title: string, body: Markup, viewer?: Viewer): Markup {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="same-origin" />
    <title>${title} · Data gateway</title>
    <link rel="stylesheet" href="${PATHS.stylesheet}" />
  </head>
  <body>
    <header>
      <a class="brand" href="/">Data gateway</a>
      ${viewer
        ? html`<span class="muted">${viewer.email ?? "signed in"}
            · <a href="${PATHS.dashboard}">Dashboard</a>
            <form method="post" action="${PATHS.logout}"><input type="hidden" name="csrf" value="${viewer.csrf}" /><button type="submit">Sign out</button></form></span>`
        : ""}
    </header>
    <main>${body}</main>
  </body>
</html>`;
}
