/** What a call needs from the contract at run time; call.ts loads it with the first call. */
import * as z from './contract/zod';

export { apiRoutes, buildPath } from './contract/routes';

/** The answer schema of a call whose route declares none (204 No Content). */
export const anyAnswer = z.unknown();
