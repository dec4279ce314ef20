/** Types of types.mjs for the structure tier, which checks the generated files without running wrangler. */
export interface TypedWorker {
  name: string;
  /** Its wrangler config, relative to the repository root. */
  config: string;
  /** Its generated `worker-configuration.d.ts`, relative to the repository root. */
  file: string;
}
export declare const TYPED: TypedWorker[];
export declare const WRANGLER_VERSION: string;
export declare const MODULE_LINE: string;
export declare function typesFile(name: string): string;
export declare function stamp(config: string, configText: string): string;
export declare function typesProblems(target: { config: string; file: string }, fileText: string | undefined, configText: string): string[];
