/**
 * The codebase's one zod: zod/mini. Its schemas are much smaller and cheaper to build than classic
 * zod's (no methods attached to every instance), which counts because the contract runs in the
 * browser. Every schema module imports it as `import * as z from '@/lib/api/contract/zod'` (the
 * contract's own files: './zod'); it lives here because the reference API may import only the
 * contract.
 *
 * Classic zod loads its English messages on import; zod/mini loads none, and every issue would read
 * "Invalid input". Loading them here, in the module every schema comes from, keeps the messages of
 * API error answers, forms and configuration errors as they were.
 */
import { config } from 'zod/mini';
import { en } from 'zod/locales';

config(en());

export * from 'zod/mini';
