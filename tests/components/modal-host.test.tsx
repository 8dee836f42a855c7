/** The modal host: what the modal store holds, in an accessible dialog that hands focus back when it closes. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ModalClose, ModalHost, ModalTitle } from '@/components/ui/modal-host';
import { useModalStore } from '@/stores/modal-store';
import { renderWithIntl } from './support/render';

function Confirm({ question }: { question: string }) {
  return (
    <>
      <ModalTitle>{question}</ModalTitle>
      <ModalClose>Cancel</ModalClose>
    </>
  );
}

function Page() {
  return (
    <>
      <button type="button" onClick={() => useModalStore.getState().open(Confirm, { question: 'Remove this tag?' })}>
        Remove
      </button>
      <ModalHost />
    </>
  );
}

afterEach(() => useModalStore.getState().close());

describe('ModalHost', () => {
  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['its close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Cancel' }))],
  ])('closed with %s, gives the focus back to what opened it', async (_, close) => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove this tag?' })).toBeInTheDocument();
    await close(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
  });
});
