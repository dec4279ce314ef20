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
  body.wide { max-width: 72rem; }
  nav.crumbs { margin: -.75rem 0 1rem; }
  table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: .92rem; }
  th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid #e5e7eb; }
  th { background: #f9fafb; font-weight: 600; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  code, .mono { font-family: ui-monospace, monospace; font-size: .88em; }
  .badge { display: inline-block; padding: 0 .45rem; border-radius: 999px; font-size: .8rem; font-weight: 600; background: #e5e7eb; color: #1f2937; white-space: nowrap; }
  .badge.good { background: #dcfce7; color: #166534; }
  .badge.bad { background: #fee2e2; color: #991b1b; }
  .badge.wait { background: #fef3c7; color: #92400e; }
  .badge.high { background: #fee2e2; color: #991b1b; }
  .badge.medium { background: #fef3c7; color: #92400e; }
  ul.changes { list-style: none; padding: 0; margin: 0; }
  .before { color: #991b1b; text-decoration: line-through; }
  .after { color: #166534; font-weight: 600; }
  figure.chart { margin: 1rem 0 1.5rem; }
  figure.chart > svg { display: block; max-width: 100%; height: auto; }
  ul.legend { list-style: none; padding: 0; margin: .3rem 0 0; display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; }
  ul.legend svg { display: inline; vertical-align: -2px; }
  table.attempts { table-layout: fixed; }
  table.attempts th:first-child { width: 6rem; }
  ul.plans { margin: 0; padding-left: 1.1rem; }
  .excerpt-label { font-size: .75rem; text-transform: uppercase; letter-spacing: .05em; color: #666; margin-right: .4rem; }
  section.card { border: 1px solid #e5e7eb; border-radius: 6px; padding: .75rem 1rem; margin: 0 0 1rem; }
  section.card h3 { margin: 0 0 .4rem; font-size: 1.05rem; }
  .timeline > li { margin-bottom: 1rem; }
  .timeline { padding-left: 1.2rem; }
  .retracted .summary, .superseded .summary { text-decoration: line-through; color: #666; }
  blockquote.excerpt { margin: .25rem 0; padding: .3rem .6rem; border-left: 3px solid #d1d5db; background: #f9fafb; font-size: .88rem; white-space: pre-wrap; word-break: break-word; }
  form.inline { display: inline; }
  form.inline button { font-size: .85rem; padding: .2rem .7rem; margin: 0; }
`;

/** `wide`: tables and charts (the monitor and watch pages) get the width of the window, up to 72rem. */
export function layout(title: string, body: Markup, viewer?: Viewer, options: { wide?: boolean } = {}): Markup {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="same-origin" />
    <title>${title} · Data gateway</title>
    <link rel="stylesheet" href="${PATHS.stylesheet}" />
  </head>
  <body${options.wide ? html` class="wide"` : ""}>
    <header>
      <a class="brand" href="/">Data gateway</a>
      ${viewer
        ? html`<span class="muted">${viewer.email ?? "signed in"}
            · <a href="${PATHS.dashboard}">Dashboard</a> · <a href="${PATHS.monitors}">Monitors</a> · <a href="${PATHS.watches}">Watches</a>
            <form method="post" action="${PATHS.logout}"><input type="hidden" name="csrf" value="${viewer.csrf}" /><button type="submit">Sign out</button></form></span>`
        : ""}
    </header>
    <main>${body}</main>
  </body>
</html>`;
}
