/** Types of local-chrome.mjs for the TypeScript test configs that set up the local browser. */
export declare const CHROME_BUILD: string;
export declare const INSTALL_HINT: string;
export declare function findChromium(): string | null;
export declare function chromePath(cacheHome?: string): string;
export declare function ensureLocalChrome(options?: { cacheHome?: string; extraFlags?: string[]; chromium?: string | null }): { ok: true; path: string } | { ok: false; hint: string };
export declare function killLaunchedBrowsers(pid?: number): number;
