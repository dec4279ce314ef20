/** `/llms.txt` of the news provider worker (reached through the api front door). */
export const NEWS_LLMS = `# news provider

Hacker News, read-only, normalized. Call it through the api front door with a Bearer key:

- GET /v1/news/stories_{top,new,best,ask,show,job}?limit=1..100&page=1.. (or &cursor=)
- GET /v1/news/search?q=...&tags=story&limit=1..100&page=0.. (or &cursor=)
- GET /v1/news/item/{id}?depth=1..10   item and its comment tree (default depth 3; 1 = direct replies)
- GET /v1/news/user/{handle}
- GET /v1/news/capabilities            public list of operations and the upstream circuit state

Single lookups answer data as an array with exactly one element. Pages answer meta.next_cursor
(null at the end); pass it back verbatim as cursor, with the same q/tags (and limit, if you send one).
Unknown values are null, never a made-up zero. X-Cache says hit, miss or stale; meta.stale is true
when an outdated copy is served during an upstream outage.
`;
