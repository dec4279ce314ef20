/**
 * The render corpus' pages: what each one is, which content source it shows, and whether a
 * reader needs a browser to see that content (`needs_render`). bench/render/build-pages.mjs writes
 * the pages' files from this list, bench/render/build-expected.mjs their expected text, and
 * serve.mjs, check-corpus.mjs and run.mjs read corpus/pages.json (written by build-pages.mjs).
 *
 * Kinds: `docsify` (a docsify site whose content is a real project's README, fetched by the
 * page), `swagger-ui` and `redoc` (a real OpenAPI document drawn by the UI), `changelog`,
 * `readme` and `packages` (a page written with petite-vue, Alpine or Vue's in-DOM templates
 * whose data is real content: a changelog, a README's sections, the corpus' own packages'
 * package.json), `todomvc` (a TodoMVC app in a framework's own idiom, its todos seeded from JSON),
 * and the controls `static-readme` / `static-openapi` (server-rendered docs pages: the same kinds
 * of content already in the HTML, which `auto` must not render).
 */

/** Content sources, by folder of corpus/content (see corpus/sources.json). */
export const SRC = {
  docsify: "docsify@4.13.1",
  marked: "marked@18.2.1",
  ms: "ms@2.1.3",
  dotenv: "dotenv@18.0.10",
  semver: "semver@7.8.6",
  commander: "commander@15.1.0",
  petiteVue: "petite-vue@0.4.1",
  htm: "htm@3.1.1",
  vue: "vue@3.5.45",
  redoc: "redoc@2.5.2",
  knockout: "knockout@3.5.3",
  oas: "readme-oas-examples@8.2.2",
};

const readme = (src, file = "README.md") => `${src}/${file}`;
const oas = (doc) => `${SRC.oas}/3.0/json/${doc}.json`;

/** Every page. `source`: the content file it shows (under corpus/content); `framework`: the script that draws it. */
export const PAGES = [
  // docsify: the page fetches README.md and renders it (docsify's quick start, served locally).
  { name: "docsify-docsify", kind: "docsify", framework: "docsify", title: "docsify", source: readme(SRC.docsify) },
  { name: "docsify-marked", kind: "docsify", framework: "docsify", title: "marked", source: readme(SRC.marked) },
  { name: "docsify-ms", kind: "docsify", framework: "docsify", title: "ms", source: readme(SRC.ms, "readme.md") },
  { name: "docsify-dotenv", kind: "docsify", framework: "docsify", title: "dotenv", source: readme(SRC.dotenv) },
  { name: "docsify-semver", kind: "docsify", framework: "docsify", title: "semver", source: readme(SRC.semver) },
  { name: "docsify-commander", kind: "docsify", framework: "docsify", title: "commander", source: readme(SRC.commander, "Readme.md") },
  // OpenAPI documents drawn by Swagger UI (its dist index.html and initializer) and Redoc (its standalone tag).
  ...["petstore", "petstore-expanded", "uspto", "link-example"].flatMap((doc) => [
    { name: `swagger-${doc}`, kind: "swagger-ui", framework: "swagger-ui", source: oas(doc) },
    { name: `redoc-${doc}`, kind: "redoc", framework: "redoc", source: oas(doc) },
  ]),
  // In-DOM templates filled from JSON: the same three layouts in three frameworks, on different content.
  { name: "petite-vue-changelog", kind: "changelog", framework: "petite-vue", source: `${SRC.petiteVue}/CHANGELOG.md`, releases: [0, 99] },
  { name: "alpine-changelog", kind: "changelog", framework: "alpine", source: `${SRC.docsify}/CHANGELOG.md`, releases: [0, 4] },
  { name: "vue-changelog", kind: "changelog", framework: "vue", source: `${SRC.docsify}/CHANGELOG.md`, releases: [4, 9] },
  { name: "petite-vue-readme", kind: "readme", framework: "petite-vue", source: readme(SRC.petiteVue) },
  { name: "alpine-readme", kind: "readme", framework: "alpine", source: readme(SRC.htm) },
  { name: "vue-readme", kind: "readme", framework: "vue", source: readme(SRC.vue) },
  { name: "petite-vue-packages", kind: "packages", framework: "petite-vue", source: "*/package.json" },
  { name: "alpine-packages", kind: "packages", framework: "alpine", source: "*/package.json" },
  { name: "vue-packages", kind: "packages", framework: "vue", source: "*/package.json" },
  // TodoMVC apps; each seeds its todos from a list of a real README (`list`: the heading above it).
  { name: "todomvc-vue", kind: "todomvc", framework: "vue", source: readme(SRC.docsify), list: "Features" },
  { name: "todomvc-petite-vue", kind: "todomvc", framework: "petite-vue", source: readme(SRC.petiteVue), list: "Vue Compatible" },
  { name: "todomvc-alpine", kind: "todomvc", framework: "alpine", source: readme(SRC.redoc), list: "Redoc features" },
  { name: "todomvc-preact", kind: "todomvc", framework: "preact", source: readme(SRC.htm), list: "Improvements over JSX" },
  { name: "todomvc-react", kind: "todomvc", framework: "react", source: readme(SRC.redoc), list: "Redoc vs. Redocly API Reference" },
  { name: "todomvc-knockout", kind: "todomvc", framework: "knockout", source: readme(SRC.petiteVue), list: "Not Supported" },
  // Controls: server-rendered docs pages (the content is in the HTML).
  { name: "static-marked", kind: "static-readme", framework: null, title: "marked", source: readme(SRC.marked) },
  { name: "static-semver", kind: "static-readme", framework: null, title: "semver", source: readme(SRC.semver) },
  { name: "static-redoc", kind: "static-readme", framework: null, title: "redoc", source: readme(SRC.redoc) },
  { name: "static-knockout", kind: "static-readme", framework: null, title: "knockout", source: readme(SRC.knockout) },
  { name: "static-petstore", kind: "static-openapi", framework: null, source: oas("petstore") },
].map((page) => ({ ...page, needs_render: !page.kind.startsWith("static-") }));
