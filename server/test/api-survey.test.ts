/**
 * What the portal's survey needs from the API: records stored in and answered from the profile's
 * options, and, with the dev tools, the test survey form it frames and a way to backdate an account.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAnswerSchema, profileAnswerSchema } from '@/lib/api/contract';
import { admin, as, buildTestApp, login, type TestApp } from './api-helpers';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.app.close());

async function register(email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/user/register', payload: { email, password: 'longenough1', strategy: 'refresh' } });
  expect(res.statusCode, res.body).toBe(200);
  const { content } = loginAnswerSchema.parse(res.json());
  return { profile: content.profile, call: as(t.app, content.tokenData.access_token) };
}

describe('survey records in the profile', () => {
  it('starts a new account without records; stores one and answers it, a later mark replacing it', async () => {
    const { profile, call } = await register('survey-records@demo.test');
    expect(profile.options).toEqual({});
    const update = (record: object) => call({ method: 'POST', url: '/api/user/update_profile', payload: { data: { options: { first_ux: record } } } });
    expect((await update({ surveyName: 'first_ux', skipped: 1_000 })).statusCode).toBe(200);
    const after = await update({ surveyName: 'first_ux', skipped: 1_000, submitted: 2_000 });
    expect(profileAnswerSchema.parse(after.json()).content.options).toEqual({ first_ux: { surveyName: 'first_ux', skipped: 1_000, submitted: 2_000 } });
    const read = profileAnswerSchema.parse((await call({ method: 'GET', url: '/api/user/get_profile' })).json()).content;
    expect(read.options).toEqual({ first_ux: { surveyName: 'first_ux', skipped: 1_000, submitted: 2_000 } });
  });

  it('seeds the demo users as having closed the first survey', async () => {
    expect((await login(t.app, 'subscriber@demo.test')).profile.options['first_ux']).toMatchObject({ surveyName: 'first_ux', closed: expect.any(Number) });
  });
});

describe('backdating an account (dev tools)', () => {
  it('moves the added date into the past', async () => {
    const { call } = await register('survey-old@demo.test');
    const added = new Date(t.clock.now() - 3_600_000).toISOString();
    const res = await t.app.inject({ method: 'POST', url: '/admin/users/added', headers: admin, payload: { email: 'survey-old@demo.test', added } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, added });
    expect(profileAnswerSchema.parse((await call({ method: 'GET', url: '/api/user/get_profile' })).json()).content.added).toBe(added);
  });

  it('refuses a future date, an unknown account and a missing key', async () => {
    const future = new Date(t.clock.now() + 60_000).toISOString();
    const post = (payload: object, headers: Record<string, string> = admin) => t.app.inject({ method: 'POST', url: '/admin/users/added', headers, payload });
    expect((await post({ email: 'viewer@demo.test', added: future })).statusCode).toBe(400);
    expect((await post({ email: 'nobody@demo.test', added: new Date(0).toISOString() })).statusCode).toBe(404);
    expect((await post({ email: 'viewer@demo.test', added: 'yesterday' })).statusCode).toBe(400);
    expect((await post({ email: 'viewer@demo.test', added: new Date(0).toISOString() }, {})).statusCode).toBe(401);
  });
});

describe('the test survey form (dev tools)', () => {
  it('is a page the portal may frame, whose one script the CSP admits by hash and which posts the submit message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test-survey/form' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-frame-options']).toBeUndefined();
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://localhost:* http://*.localhost:* http://127.0.0.1:*');
    expect(csp).toContain("default-src 'none'");
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '';
    expect(script).toContain("postMessage({ type: 'form-submit' }, '*')");
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(res.body).toContain('<button type="submit">Send answers</button>');
  });

  it('lets only the configured portal origins frame it', async () => {
    const other = await buildTestApp({ CORS_ORIGINS: 'https://portal.example,https://club.example' });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/test-survey/form' });
      expect(String(res.headers['content-security-policy'])).toContain('frame-ancestors https://portal.example https://club.example');
    } finally {
      await other.app.close();
    }
  });

  it('does not exist without the dev tools, nor does backdating', async () => {
    const plain = await buildTestApp({ NODE_ENV: 'development' });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/test-survey/form' })).statusCode).toBe(404);
      const backdate = await plain.app.inject({
        method: 'POST',
        url: '/admin/users/added',
        headers: admin,
        payload: { email: 'viewer@demo.test', added: new Date(0).toISOString() },
      });
      expect(backdate.statusCode).toBe(404);
    } finally {
      await plain.app.close();
    }
  });
});
