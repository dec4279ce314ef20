/** Types of dev-hosts.mjs for the TypeScript tests that read the launcher's host list. */
export declare const HOSTS: { name: string; port?: number; config: string; devOnly?: boolean }[];
export declare const DEV_ENV_DEFAULTS: Record<string, string>;
export declare const PASSTHROUGH_ENV: RegExp;
