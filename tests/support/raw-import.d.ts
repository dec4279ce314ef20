/** Vite's `?raw` import (a file's text as a string), e.g. a wrangler.toml a workerd test reads. */
declare module "*?raw" {
  const text: string;
  export default text;
}
