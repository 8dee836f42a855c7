/** RFC 8693 names used by the oauth2 token endpoint (no schemas here: the browser's refresh needs only these). */
export const GRANT_TOKEN_EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const TOKEN_TYPE_ACCESS = 'urn:ietf:params:oauth:token-type:access_token';
export const TOKEN_TYPE_ID = 'urn:ietf:params:oauth:token-type:id_token';
export const TOKEN_TYPE_REFRESH = 'urn:ietf:params:oauth:token-type:refresh_token';
