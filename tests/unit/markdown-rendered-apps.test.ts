import { describe, expect, it } from "vitest";
import { htmlToMarkdown } from "@shared/markdown";
import { articlePage } from "../fixtures/markdown/article-page";
import { REDOC_OPERATIONS, REDOC_SECTIONS, SWAGGER_UI_OPERATIONS, SWAGGER_UI_SCHEMAS, TODOMVC_VUE } from "../fixtures/markdown/rendered-apps";

/** A page as the browser leaves it: the library's markup in the body of its documented page. */
const renderedPage = (title: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>${title}</title></head><body>${body}</body></html>`;
const convert = (html: string) => htmlToMarkdown(html, { url: "https://api.example.com/docs/" }).content;

describe("htmlToMarkdown: buttons that hold a page's text (pages drawn by script)", () => {
  it("writes each collapsed operation of an API explorer on one line: method, path, summary", () => {
    const content = convert(renderedPage("Swagger UI", SWAGGER_UI_OPERATIONS));
    expect(content).toContain("POST [/pet](https://api.example.com/docs/#/pet/addPet) Add a new pet to the store\n");
    expect(content).toContain("PUT [/pet](https://api.example.com/docs/#/pet/updatePet) Update an existing pet\n");
    expect(content).toContain("GET [/pet/findByStatus](https://api.example.com/docs/#/pet/findPetsByStatus) Finds Pets by status\n");
    // The page's own text stays around them; an empty toggle (the arrow beside each row) adds nothing.
    expect(content).toContain("This is a sample server Petstore server.");
    expect(content).toContain("Everything about your Pets");
  });

  it("writes a collapsed disclosure that names no panel even when its label is one word (a list of schemas)", () => {
    const content = convert(articlePage({ tail: SWAGGER_UI_SCHEMAS }));
    for (const schema of ["Order", "Category", "User"]) expect(content).toContain(`**${schema}**`);
  });

  it("writes the rows of a listing drawn as buttons: each response's status and description, each method and path", () => {
    const content = convert(renderedPage("Redoc", REDOC_OPERATIONS));
    expect(content).toContain("**200** The User\n");
    expect(content).toContain("**200** repositories owned by the supplied user\n");
    expect(content).toContain("**200** The repository\n");
    expect(content).toContain("get /2.0/users/{username}\n");
    expect(content).toContain("get /2.0/repositories/{username}/{slug}\n");
  });

  it("still leaves controls out: popup and panel toggles, one-label buttons, a widget's pair of two-part buttons", () => {
    const content = convert(
      articlePage({
        tail:
          `<p><button aria-expanded="false" aria-haspopup="true">Sections menu</button> <button aria-expanded="false" aria-controls="drawer">Open the drawer</button> <button>Copy link</button></p>` +
          `<div class="weather"><button class="day"><p>Today</p><p>14°C</p></button><button class="day"><p>Tomorrow</p><p>9°C</p></button></div>`,
      }),
    );
    for (const label of ["Sections menu", "Open the drawer", "Copy link", "Today", "14°C", "Tomorrow"]) expect(content).not.toContain(label);
    expect(content).toContain("The council plans to publish a full report");
  });
});

describe("htmlToMarkdown: an app's own footer (pages drawn by script)", () => {
  it("writes the footer of a section that holds form fields, whose links stay on the page: a to-do list's count and views", () => {
    const content = convert(renderedPage("Vue.js • TodoMVC", TODOMVC_VUE));
    expect(content).toContain("- Support embedded files\n\n**6** items left\n\n- [All](https://api.example.com/docs/#/all)\n- [Active](https://api.example.com/docs/#/active)\n- [Completed](https://api.example.com/docs/#/completed)");
    // The page's own footer (instructions, credit) is still the page's chrome, and a control's label is not text.
    expect(content).not.toContain("Part of");
    expect(content).not.toContain("Clear completed");
  });

  it("still leaves out an article's footer that points elsewhere, even in a section with a field", () => {
    const content = convert(
      articlePage({
        tail: `<section class="story"><p>The ferry now calls at the island twice a day, and the harbour master expects more visitors next summer.</p><form><input type="email" name="newsletter"></form>` +
          `<footer><p>The harbour master's office answered our questions by email; its full statement is on <a href="/statements/ferry">the council's website</a>.</p></footer></section>`,
      }),
    );
    expect(content).toContain("The ferry now calls at the island twice a day");
    expect(content).not.toContain("answered our questions by email");
  });
});

describe("htmlToMarkdown: a document drawn as linked sections (pages drawn by script)", () => {
  it("keeps every tag and operation of an API reference, the short ones Readability left out between the long ones included", () => {
    const content = convert(renderedPage("Redoc", REDOC_SECTIONS));
    const order = ["The Data Set API (DSAPI)", "## metadata", "Find out about the data sets", "## List available data sets", "**200** Returns a list of data sets\n", "## Provides the general information about the API", "**404** The combination of dataset name and version is not found", "get /{dataset}/{version}/fields\n", "Search a data set", "## Provides search capability", "post /{dataset}/{version}/records\n"];
    const at = order.map((text) => content.indexOf(text));
    expect(at.every((index) => index >= 0), order.filter((_, i) => at[i]! < 0).join(" | ")).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // Read as Readability reads its article: the collapsed list of servers (aria-hidden) is not shown.
    expect(content).not.toContain("{scheme}://developer.uspto.gov");
  });

  it("leaves Readability's choice alone when the page does not link to the sections it left out", () => {
    const unlinked = REDOC_SECTIONS.replace(/<a [^>]*href="#[^"]*"[^>]*><\/a>/g, "");
    const content = convert(renderedPage("Redoc", unlinked));
    expect(content).toContain("## Provides search capability");
    expect(content).not.toContain("List available data sets");
  });
});
