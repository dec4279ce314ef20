/** `/llms.txt` of the social provider worker (reached through the api front door). */
export const SOCIAL_LLMS = `# social provider

Public posts of the X platform, read-only, normalized. Bearer key with scope read:social_public:

- GET /v1/social/users/{handle}/posts (&cursor=)  data: {posts (newest first), availability, next_cursor}
- GET /v1/social/posts/{post_id}                  data: one post
- GET /v1/social/capabilities                     public: routes and the upstream circuit state

Posts: id "x:post:<n>", author {id "x:user:<n>", handle "@name"}, text, created_at (RFC 3339),
metrics {likes, reposts, views} (null when the platform does not state it), media [{type, url}].
Only the platform's public window of recent posts is reachable: availability.status "partial"
says the window ends there.
`;
