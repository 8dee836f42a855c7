/**
 * Titles people type (tag and clip titles, SPEC §5 'Form fields'): trimmed, not empty, at most
 * TITLE_MAX_LENGTH characters. A refused title answers 400 with its own code (title_required,
 * title_too_long) so a client can point at the field; the portal's forms apply the same rule first.
 * Titles are plain text: every client renders them as text, never as HTML.
 */
import * as z from './zod';

export const TITLE_MAX_LENGTH = 120;

export type TitleProblem = 'title_required' | 'title_too_long';

/** Why a title is refused, or null when it is fine (the portal's forms use this too). */
export function titleProblem(raw: string): TitleProblem | null {
  const title = raw.trim();
  if (title.length === 0) return 'title_required';
  // Code points, not UTF-16 units: an emoji counts as one character, as the field's counter shows.
  if ([...title].length > TITLE_MAX_LENGTH) return 'title_too_long';
  return null;
}

const MESSAGES: Record<TitleProblem, string> = {
  title_required: 'The title must not be empty',
  title_too_long: `The title must be at most ${TITLE_MAX_LENGTH} characters`,
};

/**
 * The wire field. The issue carries `params.code`, which the reference API answers as its
 * messageErrorCode. The coarse max bounds the work done on absurd input before the check runs.
 */
export const userTitleSchema = z.string().check(
  z.maxLength(TITLE_MAX_LENGTH * 8),
  z.trim(),
  z.superRefine((title, ctx) => {
    const problem = titleProblem(title);
    if (problem) ctx.addIssue({ code: 'custom', message: MESSAGES[problem], params: { code: problem } });
  }),
);
