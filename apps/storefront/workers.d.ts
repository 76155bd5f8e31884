// Types of workers.js (plain JavaScript: node runs it directly, before any build exists).
export declare const DEFAULT_MAX_WORKERS: number
export declare const MAX_WORKERS: number
export declare function readWorkerCount(value: string | undefined, cores?: number): number
export declare function runPrimary(count: number): void
