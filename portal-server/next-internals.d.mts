/** Types of next-internals.mjs (plain JavaScript, which cache-handler.mjs imports as it is). */
export declare const CHECKED_NEXT_VERSION: string;
export declare function loadFileSystemCache(): Promise<
  new (...args: never[]) => { get(...args: unknown[]): Promise<unknown>; set(...args: unknown[]): Promise<void> }
>;
export declare const APP_PAGE_KIND: 'APP_PAGE';
export declare const NEXT_CACHE_TAGS_HEADER: string;
export declare const IMPLICIT_TAG_PREFIX: string;
export declare const NEXT_CACHE_STATE_HEADER: string;
export declare const ROUTER_HEADERS: readonly string[];
export declare const ROUTER_QUERY: string;
export declare function buildFiles(distDir: string): { serverFiles: string; buildId: string; integrityManifest: string };
export declare function adoptBuildConfig(config: Record<string, unknown>): void;
export declare const RESPONSE_METHODS: readonly ['writeHead', 'flushHeaders', 'write', 'end'];
