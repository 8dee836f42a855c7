/**
 * The colour mode's change (components/providers/theme-provider.tsx): no transitions while the mode
 * changes, and no stylesheet added on a page load, where the mode does not change.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useTheme } from 'next-themes';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@/components/providers/theme-provider';
import { renderWithIntl } from './support/render';

const freezes = () => [...document.head.querySelectorAll('style')].filter((s) => s.textContent?.includes('transition:none'));

/** Every stylesheet that stops transitions, as it is added to the head, even one gone since. */
function recordFreezes(): Node[] {
  const added: Node[] = [];
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n.textContent?.includes('transition:none')) added.push(n);
  }).observe(document.head, { childList: true });
  return added;
}

function Switch() {
  const { setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('dark')}>
      Dark
    </button>
  );
}

describe('ThemeProvider', () => {
  it('adds no stylesheet when the page loads, and stops transitions for the frames in which the mode changes', async () => {
    const added = recordFreezes();
    renderWithIntl(
      <ThemeProvider forcedRoutes={[]}>
        <Switch />
      </ThemeProvider>,
      { tenant: { enable_white_theme: true } },
    );
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(added).toHaveLength(0);

    // A synchronous click: the frames after it have not come yet when it returns.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Dark' })));
    expect(document.documentElement).toHaveClass('dark');
    expect(freezes()).toHaveLength(1);
    await waitFor(() => expect(added).toHaveLength(1));
    await waitFor(() => expect(freezes()).toHaveLength(0));
  });
});
