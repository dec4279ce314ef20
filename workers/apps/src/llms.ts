/** `/llms.txt` of the apps provider worker (reached through the api front door). */
export const APPS_LLMS = `# apps provider

App Store data, read-only, normalized. Call it through the api front door, with a Bearer key or
anonymously (20 requests per client IP per UTC day):

- GET /v1/apps/app?id=284882215 (or ?appId=com.facebook.Facebook)&country=us&lang=en&ratings=true
- GET /v1/apps/search?term=notes&country=us&lang=en&limit=1..50 (clamped; default 10)
- GET /v1/apps/similar?id=...|appId=...&country=us   up to 20 apps, most similar first
- GET /v1/apps/list?collection=top_free|top_paid|top_grossing|new_apps&category=6007&country=us&limit=1..100 (default 25)

Track ids are strings of digits; a bundle id works wherever a track id does. Single lookups
answer data as an array with exactly one element. developer, reviews, ratings, privacy, suggest
and version_history answer 400 unsupported_operation. X-Cache says hit, miss or stale.
`;
