/**
 * Portal links are plain anchors (lib/i18n/navigation.tsx) that one listener follows in the page
 * (components/providers/client-navigation.tsx): what it takes over and what it leaves to the browser.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientNavigation } from '@/components/providers/client-navigation';
import { Link } from '@/lib/i18n/navigation';
import { onNavigationStart } from '@/lib/navigation-progress';
import { renderWithIntl } from './support/render';
import { router } from './support/navigation';

/** Whether the browser would still have followed the last click (the listener did not take it). */
let leftToBrowser: boolean | null = null;
const record = (e: MouseEvent) => {
  leftToBrowser = !e.defaultPrevented;
  e.preventDefault(); // jsdom does not navigate
};
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  leftToBrowser = null;
  window.addEventListener('click', record);
});
afterEach(() => window.removeEventListener('click', record));

describe('ClientNavigation', () => {
  it('follows a portal link in the page, in the page’s language, and starts the progress bar', () => {
    let started = 0;
    const stop = onNavigationStart(() => (started += 1));
    renderWithIntl(
      <>
        <ClientNavigation />
        <Link href="/events/ev-1/?t=30">
          <span>Final</span>
        </Link>
      </>,
      { locale: 'de' },
    );
    const link = screen.getByRole('link', { name: 'Final' });
    expect(link).toHaveAttribute('href', '/de/events/ev-1/?t=30');
    fireEvent.click(link);
    expect(leftToBrowser).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/de/events/ev-1/?t=30');
    expect(started).toBe(1);
    stop();
    // A click on what the link holds is the link's.
    fireEvent.click(screen.getByText('Final'));
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a click with a modifier key', { ctrlKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_, init) => {
    renderWithIntl(
      <>
        <ClientNavigation />
        <Link href="/live/">Live</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Live' }), init);
    expect(leftToBrowser).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a plain anchor (not a portal link)', () => <a href="/api/calendar/x.ics">Link</a>],
    [
      'a link to another window',
      () => (
        <Link href="/live/" target="_blank">
          Link
        </Link>
      ),
    ],
    [
      'a download',
      () => (
        <Link href="/live/" download>
          Link
        </Link>
      ),
    ],
    ['another site', () => <Link href="https://example.com/">Link</Link>],
    ['an anchor of this page', () => <Link href="/#rail-live">Link</Link>],
  ])('leaves %s to the browser', (_, link) => {
    renderWithIntl(
      <>
        <ClientNavigation />
        {link()}
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Link' }));
    expect(leftToBrowser).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a click some handler has already taken', () => {
    renderWithIntl(
      <>
        <ClientNavigation />
        <div onClickCapture={(e) => e.preventDefault()}>
          <Link href="/live/">Live</Link>
        </div>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(router.push).not.toHaveBeenCalled();
  });
});
