/**
 * The form side of the title rule (lib/api/contract/user-title.ts): the same trim, emptiness and
 * length check the API applies, as a zod field whose messages are keys under `titleField`.
 */
import * as z from '@/lib/api/contract/zod';
import { TITLE_MAX_LENGTH, titleProblem } from '@/lib/api/contract/user-title';

export { TITLE_MAX_LENGTH };

export type TitleErrorKey = 'required' | 'tooLong';

export const titleField = z.string().check(
  z.superRefine((value, ctx) => {
    const problem = titleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: (problem === 'title_required' ? 'required' : 'tooLong') satisfies TitleErrorKey });
  }),
);

/** Characters as the rule counts them (code points of the trimmed title), for the field's counter. */
export const titleLength = (value: string): number => [...value.trim()].length;
