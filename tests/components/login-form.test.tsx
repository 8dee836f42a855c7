import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SubmitButton } from '@/components/auth/form-field';
import { LoginForm } from '@/components/auth/login-form';
import { useSessionStore } from '@/stores/session-store';
import { wireProfile } from '@/tests/support/session-fakes';
import { router } from './support/navigation';
import { API_BASE, renderWithIntl } from './support/render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().clear();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const LOGIN = `${API_BASE}api/user/login`;
const profile = wireProfile({ added: '2026-01-01T00:00:00.000Z', email: 'ada@example.org', displayName: 'Ada Lovelace' });
const signedIn = {
  content: { profile, devices: [], device_error: null, tokenData: { access_token: 'access-1', expires_in: 3600, refresh_token: 'refresh-1' } },
};

/** Answers the login call with `answer`, keeping each request body it got. */
function loginAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(LOGIN, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('LoginForm', () => {
  it("serves its submit button disabled: a press before the form's code runs cannot send the fields in the address", () => {
    const html = renderToString(<SubmitButton pending={false} label="Sign in" pendingLabel="Signing in…" />);
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""/);
  });

  it('names the form and its fields for assistive technology', () => {
    renderWithIntl(<LoginForm />);
    expect(screen.getByRole('form', { name: 'Sign in with email' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('autocomplete', 'current-password');
  });

  it('says in English what is wrong with each field, ties it to the field, and sends nothing', async () => {
    const bodies = loginAnswers(() => HttpResponse.json(signedIn));
    renderWithIntl(<LoginForm />);
    await fillAndSubmit('not-an-address', '');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Enter your password.');
    expect(bodies).toEqual([]);
  });

  it('signs in with the trimmed email and the password, then goes back to the return path', async () => {
    window.history.replaceState(null, '', '/auth/login/?returnTo=%2Flive%2F');
    const bodies = loginAnswers(() => HttpResponse.json(signedIn));
    renderWithIntl(<LoginForm />);
    await fillAndSubmit('  ada@example.org ', 'Passw0rd!');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/live/'));
    expect(bodies).toEqual([expect.objectContaining({ username: 'ada@example.org', password: 'Passw0rd!', strategy: 'refresh' })]);
    expect(useSessionStore.getState().user?.email).toBe('ada@example.org');
  });

  it("shows the API's refusal in the user's language and stays on the page", async () => {
    loginAnswers(() => HttpResponse.json({ error: true, message: 'Invalid credentials', messageErrorCode: 'invalid_credentials' }, { status: 401 }));
    renderWithIntl(<LoginForm />);
    await fillAndSubmit('ada@example.org', 'wrong-password');
    expect(await screen.findByText('The email or password is incorrect.')).toHaveAttribute('role', 'alert');
    expect(router.replace).not.toHaveBeenCalled();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('shows and hides the password on request, keeping what was typed', async () => {
    renderWithIntl(<LoginForm />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await user.type(password, 'Passw0rd!');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Passw0rd!');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});
