import { describe, expect, it } from 'vitest';
import { isSurveySubmitMessage, surveyFormOrigin } from '@/lib/survey/messages';

const FORM = 'https://forms.example.com/to/ux?hidden=1';
const msg = (origin: string, data: unknown) => ({ origin, data });

describe('survey form messages (SPEC §5)', () => {
  it("accepts the submit message types from the form's origin", () => {
    expect(isSurveySubmitMessage(msg('https://forms.example.com', { type: 'form-submit' }), FORM)).toBe(true);
    expect(isSurveySubmitMessage(msg('https://forms.example.com', { type: 'submit-success', extra: 1 }), FORM)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['the portal itself', 'http://localhost:3000'],
    ["a subdomain of the form's host", 'https://x.forms.example.com'],
    ['the parent domain', 'https://example.com'],
    ['plain http', 'http://forms.example.com'],
    ['another port', 'https://forms.example.com:8443'],
    ['an opaque origin', 'null'],
  ])('ignores a submit message from %s', (_, origin) => {
    expect(isSurveySubmitMessage(msg(origin, { type: 'form-submit' }), FORM)).toBe(false);
  });

  it.each([
    ['another type', { type: 'form-ready' }],
    ['no type', { submitted: true }],
    ['a type that is not text', { type: ['form-submit'] }],
    ['a bare string', 'form-submit'],
    ['null', null],
    ['nothing', undefined],
  ])("ignores %s from the form's origin", (_, data) => {
    expect(isSurveySubmitMessage(msg('https://forms.example.com', data), FORM)).toBe(false);
  });

  it('trusts no origin for a form address that is not http(s)', () => {
    expect(surveyFormOrigin('javascript:alert(1)')).toBeNull();
    expect(surveyFormOrigin('not a url')).toBeNull();
    expect(isSurveySubmitMessage(msg('null', { type: 'form-submit' }), 'data:text/html,hi')).toBe(false);
    expect(surveyFormOrigin('http://localhost:4100/test-survey/form')).toBe('http://localhost:4100');
  });
});
