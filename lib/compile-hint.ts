/**
 * The first line of every script the portal serves (the build's chunks, portal-server/compile-hints.ts;
 * hls.js, app/vendor): V8 then compiles all of the file's functions as it streams in, off the main
 * thread, instead of each on its first call on the main thread (docs/performance.md).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
