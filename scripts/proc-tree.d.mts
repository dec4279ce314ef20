/** Types of proc-tree.mjs. */
export declare function readProc(file: string): string;
export declare function listProc(dir: string): string[];
export declare function childrenOf(pid: number): number[];
export declare function processTree(pid: number): number[];
