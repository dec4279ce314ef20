/** Types of dev-hosts.mjs for the TypeScript tests that read the launcher's host list. */
export declare const HOSTS: { name: string; port: number; configs: string[] }[];
export declare const DEV_ENV_DEFAULTS: Record<string, string>;
export declare const PASSTHROUGH_ENV: RegExp;
