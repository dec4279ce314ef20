/**
 * Shapes of the Hacker News upstream bodies as the recorded responses show them. Every field is
 * optional and typed loosely on purpose: normalizers read them defensively, so an upstream that
 * drops or retypes a field yields `null` in our record instead of a crash or a made-up value.
 */

/** `GET /v0/item/{id}.json` (Firebase). Unknown ids answer `null`. */
export interface FirebaseItem {
  id?: unknown;
  type?: unknown;
  by?: unknown;
  time?: unknown;
  text?: unknown;
  title?: unknown;
  url?: unknown;
  score?: unknown;
  descendants?: unknown;
  parent?: unknown;
  poll?: unknown;
  kids?: unknown;
  parts?: unknown;
  deleted?: unknown;
  dead?: unknown;
}

/** `GET /v0/user/{handle}.json` (Firebase). Unknown handles answer `null`. */
export interface FirebaseUser {
  id?: unknown;
  created?: unknown;
  karma?: unknown;
  about?: unknown;
  submitted?: unknown;
}

/** One hit of `GET /api/v1/search` (Algolia). */
export interface AlgoliaHit {
  objectID?: unknown;
  _tags?: unknown;
  title?: unknown;
  url?: unknown;
  author?: unknown;
  points?: unknown;
  story_text?: unknown;
  comment_text?: unknown;
  num_comments?: unknown;
  story_id?: unknown;
  parent_id?: unknown;
  created_at_i?: unknown;
  created_at?: unknown;
  dead?: unknown;
  deleted?: unknown;
}

/** `GET /api/v1/search` (Algolia). */
export interface AlgoliaSearchResponse {
  hits?: unknown;
  nbHits?: unknown;
  page?: unknown;
  nbPages?: unknown;
  hitsPerPage?: unknown;
}

/** A node of `GET /api/v1/items/{id}` (Algolia): the item with its whole reply tree. */
export interface AlgoliaItemNode {
  id?: unknown;
  type?: unknown;
  author?: unknown;
  title?: unknown;
  url?: unknown;
  text?: unknown;
  points?: unknown;
  parent_id?: unknown;
  story_id?: unknown;
  created_at_i?: unknown;
  created_at?: unknown;
  children?: unknown;
  options?: unknown;
}
