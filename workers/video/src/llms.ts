/** `/llms.txt` of the video provider worker (reached through the api front door). */
export const VIDEO_LLMS = `# video provider

YouTube, read-only, normalized. Call it through the api front door, with a Bearer key or without
(20 requests per UTC day per client IP):

- GET /v1/video/search?term=...&language=en&limit=1..50 (&cursor=)  videos, most relevant first
- GET /v1/video/video/{id}?language=                                one video (title, channel, duration_s, counts, published_at, caption languages)
- GET /v1/video/channel/{id}?language= (&cursor=)                   a channel (UC… id) with its newest uploads
- GET /v1/video/comments/{id}?limit=1..50 (&cursor=)                top comments; meta.total when stated exactly
- GET /v1/video/playlist/{id}?language= (&cursor=)                  a playlist with its videos in order
- GET /v1/video/related/{id}?language= (&cursor=)                   videos suggested beside a video
- GET /v1/video/transcript/{id}?language=en                         timed transcript segments

Counts are integers only when the platform states them exactly; rounded ones ("1.2M views") and
relative dates ("3 days ago") are null (published_text keeps the relative text). Unavailable,
private or removed videos are 404 not_found. Pass meta.next_cursor back verbatim as cursor.
`;
