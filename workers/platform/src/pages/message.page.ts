/** One-paragraph pages: outcomes of a decision, errors, the landing page. */
import { html } from "hono/html";
import { PATHS } from "../config";
import { layout, type Markup, type Viewer } from "./layout.page";

export type Tone = "ok" | "error" | "plain";

export function messagePage(title: string, text: string, options: { tone?: Tone; viewer?: Viewer; link?: { href: string; label: string } } = {}): Markup {
  const tone = options.tone ?? "plain";
  return layout(
    title,
    html`<h1>${title}</h1>
      <p class="${tone === "plain" ? "" : tone}" id="message" ${tone === "error" ? html`role="alert"` : ""}>${text}</p>
      ${options.link ? html`<p><a class="button" href="${options.link.href}">${options.link.label}</a></p>` : ""}`,
    options.viewer,
  );
}

export function landingPage(viewer?: Viewer): Markup {
  return layout(
    "Platform",
    html`<h1>Data gateway platform</h1>
      <p>Read-only public data for AI agents. Agents get a workspace key through a claim you approve here.</p>
      <p><a class="button primary" href="${PATHS.activate}">Enter an agent's code</a>
        <a class="button" href="${PATHS.dashboard}">Dashboard</a>
        <a class="button" href="${PATHS.agentSetup}">Agent setup recipe</a></p>`,
    viewer,
  );
}
