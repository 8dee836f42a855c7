/**
 * The digest a server render error reaches the browser's error boundary with (Next keeps a digest
 * the error already has, and strips the message in production): 'the platform API could not be
 * reached', shown as the temporarily-unavailable view rather than a generic failure.
 * Its own module: the error boundary, in every page's first load, needs only this.
 */
export const API_UNAVAILABLE_DIGEST = 'api_unavailable';
