/**
 * The survey dialog and its host as a viewer meets them: Later and Start, the form in its frame,
 * the ways to close each, the keyboard, Hebrew; the host opening it after its delay with the video
 * paused, and saving a skip or an answer. One file, over 300 lines: the cases share the frame's
 * origin, the session fakes and the host's setup.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerPagePlayer } from '@/components/player/page-players';
import { SurveyDialog } from '@/components/survey/survey-dialog';
import { SurveyHost } from '@/components/survey/survey-host';
import type { Profile } from '@/lib/api/contract/user';
import type { Locale } from '@/lib/i18n/locales';
import { loadQueryRuntime } from '@/lib/queries/runtime';
import { useSessionStore } from '@/stores/session-store';
import { wireProfile } from '@/tests/support/session-fakes';
import { API_BASE, renderWithIntl } from './support/render';

const FORM_PAGE_URL = 'https://forms.example.org/s/ux-2026';
const FORM_URL = `${FORM_PAGE_URL}?lang=en`;
const FORM_ORIGIN = 'https://forms.example.org';
/** The survey provider's page, as the frame loads it. */
const FORM_PAGE = '<!doctype html><title>UX survey</title><form><label>How was it? <input name="q1"></label><button>Send</button></form>';

// The first render of a file loads the API client, the route table and the query runtime on demand: slow on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const server = setupServer();
/** happy-dom loads frames only when asked to; the survey form's page is answered below like any other request. */
const frames = (window as unknown as { happyDOM: { settings: { enableIframePageLoading: boolean } } }).happyDOM.settings;
const framesBefore = frames.enableIframePageLoading;
beforeAll(() => {
  frames.enableIframePageLoading = true;
  server.listen({ onUnhandledRequest: 'error' });
});
/** The form's page is served at once, or once the test releases it (holdForm). */
let formServed: Promise<void> = Promise.resolve();
beforeEach(() => {
  formServed = Promise.resolve();
  server.use(
    http.get(FORM_PAGE_URL, async () => {
      await formServed;
      return HttpResponse.html(FORM_PAGE);
    }),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().clear();
  (await loadQueryRuntime()).client.clear();
});
afterAll(() => {
  frames.enableIframePageLoading = framesBefore;
  server.close();
});

/** Keeps the form's page loading until the answer is released. */
function holdForm(): () => void {
  let release = () => {};
  formServed = new Promise((resolve) => (release = resolve));
  return release;
}

/** The frame has loaded the form (the dialog's loading status is gone). */
const formLoaded = () => waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());

/**
 * The dialog as its host drives it (survey-host.tsx): open on the start dialog, the form after
 * Start, gone after Later, close or submit. Each callback is a spy the test reads. A page button
 * has the focus before the dialog opens.
 */
function renderSurvey({ locale = 'en' }: { locale?: Locale } = {}) {
  const reports = { start: vi.fn(), later: vi.fn(), close: vi.fn(), submitted: vi.fn() };
  function Page() {
    const [state, setState] = useState({ open: false, phase: 'prompt' as 'prompt' | 'form' });
    const end = () => setState((s) => ({ ...s, open: false }));
    return (
      <>
        <button type="button" onClick={() => setState({ open: true, phase: 'prompt' })}>
          Play
        </button>
        <SurveyDialog
          open={state.open}
          phase={state.phase}
          formUrl={FORM_URL}
          onStart={() => {
            reports.start();
            setState({ open: true, phase: 'form' });
          }}
          onLater={() => {
            reports.later();
            end();
          }}
          onClose={() => {
            reports.close();
            end();
          }}
          onSubmitted={() => {
            reports.submitted();
            end();
          }}
        />
      </>
    );
  }
  renderWithIntl(<Page />, { locale });
  const user = userEvent.setup();
  /** The page's button has the focus when the host opens the dialog (here: its click). */
  const open = async () => {
    await user.click(screen.getByRole('button', { name: 'Play' }));
    return screen.getByRole('dialog');
  };
  /** Start, and the form's page loaded in the frame. */
  const start = async () => {
    await open();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await formLoaded();
    return screen.getByRole('dialog', { name: 'User experience survey' });
  };
  return { reports, user, open, start };
}

/** The layer behind the dialog, covering the page: where a click beside the dialog lands. */
const besideTheDialog = () => screen.getByRole('dialog').previousElementSibling as HTMLElement;

/** The survey form's frame window, where its messages come from (none once the form is gone). */
const formWindow = () => document.querySelector('iframe')?.contentWindow ?? null;
const postMessage = (origin: string, data: unknown, source: Window | null = formWindow()) =>
  act(() => void window.dispatchEvent(new MessageEvent('message', { origin, data, source })));

/** How often each callback was called. */
const counts = (reports: Record<string, ReturnType<typeof vi.fn>>) =>
  Object.fromEntries(Object.entries(reports).map(([key, fn]) => [key, fn.mock.calls.length]));

describe('SurveyDialog', () => {
  it('asks first with Later and Start, then after Start shows the form in a titled frame, loading until it has loaded', async () => {
    const release = holdForm();
    const { reports, user, open } = renderSurvey();
    const prompt = await open();
    expect(prompt).toHaveAccessibleName('Help us improve');
    expect(prompt).toHaveAccessibleDescription('Tell us about your experience in a short survey. It takes about two minutes.');
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Later', 'Start']);
    expect(screen.queryByTitle('User experience survey')).not.toBeInTheDocument();

    await user.click(within(prompt).getByRole('button', { name: 'Start' }));
    expect(counts(reports)).toEqual({ start: 1, later: 0, close: 0, submitted: 0 });
    const dialog = screen.getByRole('dialog', { name: 'User experience survey' });
    const frame = within(dialog).getByTitle('User experience survey');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', FORM_URL);
    expect(within(dialog).getByRole('button', { name: 'Close the survey' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Later|Start/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    release();
    await formLoaded();
    expect(screen.getByRole('dialog', { name: 'User experience survey' })).toBe(dialog);
  });

  it.each([
    ['its Later button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Later' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['a click beside it', async (user: ReturnType<typeof userEvent.setup>) => user.click(besideTheDialog())],
  ])('reports Later, and nothing else, when the start dialog is dismissed with %s', async (_, dismiss) => {
    const { reports, user, open } = renderSurvey();
    await open();
    await dismiss(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counts(reports)).toEqual({ start: 0, later: 1, close: 0, submitted: 0 });
  });

  it.each([
    ['its close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close the survey' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('reports close, not Later, when the form is closed with %s; a click beside the form keeps it', async (_, closeIt) => {
    const { reports, user, start } = renderSurvey();
    await start();
    await user.click(besideTheDialog());
    expect(screen.getByRole('dialog', { name: 'User experience survey' })).toBeInTheDocument();
    expect(counts(reports)).toEqual({ start: 1, later: 0, close: 0, submitted: 0 });
    await closeIt(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counts(reports)).toEqual({ start: 1, later: 0, close: 1, submitted: 0 });
  });

  it("ends on a submit message from the form's frame and origin, ignoring other windows, origins, types and plain text", async () => {
    const { reports, start } = renderSurvey();
    await start();
    postMessage('https://evil.example', { type: 'form-submit' });
    postMessage('http://forms.example.org', { type: 'form-submit' });
    postMessage('https://forms.example.org.evil.example', { type: 'submit-success' });
    postMessage(FORM_ORIGIN, { type: 'page-view' });
    postMessage(FORM_ORIGIN, 'form-submit');
    postMessage(FORM_ORIGIN, null);
    // The right origin and type from another window (one the form opened, say): not the form.
    postMessage(FORM_ORIGIN, { type: 'submit-success' }, window);
    expect(reports.submitted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'User experience survey' })).toBeInTheDocument();

    postMessage(FORM_ORIGIN, { type: 'submit-success' });
    expect(reports.submitted).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counts(reports)).toEqual({ start: 1, later: 0, close: 0, submitted: 1 });
    // The form is gone: a late message from it reports nothing more.
    postMessage(FORM_ORIGIN, { type: 'form-submit' });
    expect(reports.submitted).toHaveBeenCalledTimes(1);
  });

  it('can be answered from the keyboard: focus on Later, Tab kept inside, Enter on Start, then Escape closes the form and focus is back on the page', async () => {
    const { reports, user, open } = renderSurvey();
    await open();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const form = screen.getByRole('dialog', { name: 'User experience survey' });
    await waitFor(() => expect(form).toContainElement(document.activeElement as HTMLElement));
    await formLoaded();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counts(reports)).toEqual({ start: 1, later: 0, close: 1, submitted: 0 });
    expect(screen.getByRole('button', { name: 'Play' })).toHaveFocus();
  });

  it('speaks Hebrew on a Hebrew page, the start dialog and the form alike', async () => {
    const release = holdForm();
    const { user, open } = renderSurvey({ locale: 'he' });
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('עזרו לנו להשתפר');
    expect(dialog).toHaveAccessibleDescription('נשמח לשמוע על החוויה שלך בסקר קצר. זה לוקח בערך שתי דקות.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['אחר כך', 'התחלה']);
    await user.click(within(dialog).getByRole('button', { name: 'התחלה' }));
    const form = screen.getByRole('dialog', { name: 'סקר חוויית משתמש' });
    expect(within(form).getByTitle('סקר חוויית משתמש')).toHaveAttribute('src', FORM_URL);
    expect(within(form).getByRole('button', { name: 'סגירת הסקר' })).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent('טוען…');
    release();
    await formLoaded();
  });
});

describe('SurveyHost', () => {
  const DAY = 24 * 60 * 60_000;
  /** The alternate flavour: an account older than 30 minutes, the dialog 5 s after the page is up. */
  const DIALOG_DELAY = 5_000;

  /** A signed-in user of two days whose profile has no survey record yet; what the page saves is kept. */
  function signedInUser() {
    useSessionStore.getState().signIn({
      user: { id: 'u-1', email: 'ada@example.org', fullName: 'Ada Lovelace', countryName: null, favoriteClubId: null },
      tokenData: { token: 'access-1', tokenExpirationTime: 3600, tokenUpdateTime: Math.floor(Date.now() / 1000), refreshToken: 'refresh-1' },
    });
    const profile = wireProfile({ id: 'u-1', added: new Date(Date.now() - 2 * DAY).toISOString() });
    const saved: unknown[] = [];
    let profileLoads = 0;
    server.use(
      http.get(`${API_BASE}api/user/get_profile`, () => {
        profileLoads += 1;
        return HttpResponse.json({ content: profile });
      }),
      http.post(`${API_BASE}api/user/update_profile`, async ({ request }) => {
        const body = (await request.json()) as { data: { options: Profile['options'] } };
        saved.push(body);
        Object.assign(profile.options, body.data.options);
        return HttpResponse.json({ content: profile });
      }),
    );
    return { saved, profileLoads: () => profileLoads };
  }

  /** A video playing on the page, as the player registers itself. */
  function playingVideo() {
    let playing = true;
    const video = {
      isPlaying: () => playing,
      isFullscreen: () => false,
      pause: vi.fn(() => void (playing = false)),
      resume: vi.fn(() => void (playing = true)),
    };
    unregister.push(registerPagePlayer(video));
    return video;
  }
  const unregister: (() => void)[] = [];
  afterEach(() => unregister.splice(0).forEach((stop) => stop()));

  async function renderHost() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const account = signedInUser();
    const video = playingVideo();
    renderWithIntl(<SurveyHost userId="u-1" formUrl={FORM_URL} />, { tenant: { survey_flavour: 'alternate', survey_form_url: FORM_URL } });
    await waitFor(() => expect(account.profileLoads()).toBe(1));
    return { ...account, video, events: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }) };
  }

  it('opens the start dialog after the delay, pausing the video; Later resumes it and saves the skip in the profile', async () => {
    const { saved, video, events } = await renderHost();
    await act(() => vi.advanceTimersByTimeAsync(DIALOG_DELAY - 500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(video.pause).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = await screen.findByRole('dialog', { name: 'Help us improve' });
    expect(video.pause).toHaveBeenCalledTimes(1);

    const before = Date.now();
    await events.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ data: { options: { first_ux: { surveyName: 'first_ux', skipped: expect.any(Number) } } } });
    const { skipped } = (saved[0] as { data: { options: Profile['options'] } }).data.options.first_ux!;
    expect(skipped).toBeGreaterThanOrEqual(before);
    expect(skipped).toBeLessThanOrEqual(Date.now());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(video.resume).toHaveBeenCalledTimes(1);
  });

  it("after Start, the form's submit message ends the survey for good: saved as submitted, the video resumed", async () => {
    const { saved, video, events } = await renderHost();
    await act(() => vi.advanceTimersByTimeAsync(DIALOG_DELAY));
    await events.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('dialog', { name: 'User experience survey' })).toBeInTheDocument();
    await formLoaded();
    expect(saved).toEqual([]);

    postMessage('https://evil.example', { type: 'form-submit' });
    expect(screen.getByRole('dialog', { name: 'User experience survey' })).toBeInTheDocument();
    postMessage(FORM_ORIGIN, { type: 'form-submit' });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ data: { options: { first_ux: { surveyName: 'first_ux', submitted: expect.any(Number) } } } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(video.resume).toHaveBeenCalledTimes(1);
    // Submitted is final: no dialog however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(DAY));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
