/**
 * Which window messages mean "the survey was submitted" (SPEC §5): only from the survey form's own
 * origin, and only with one of the form providers' submit message types. Anything else — another
 * origin, another type, a string — is ignored.
 */
export const SURVEY_SUBMIT_MESSAGE_TYPES: readonly string[] = ['submit-success', 'form-submit'];

/** The origin survey messages must come from, or null for an address that is not http(s). */
export function surveyFormOrigin(formUrl: string): string | null {
  try {
    const url = new URL(formUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function isSurveySubmitMessage(message: Pick<MessageEvent, 'origin' | 'data'>, formUrl: string): boolean {
  const expected = surveyFormOrigin(formUrl);
  if (expected === null || message.origin !== expected) return false;
  const data: unknown = message.data;
  if (typeof data !== 'object' || data === null) return false;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && SURVEY_SUBMIT_MESSAGE_TYPES.includes(type);
}
