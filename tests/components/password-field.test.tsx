import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from '@/components/auth/password-field';
import { renderWithIntl } from './support/render';

describe('PasswordField', () => {
  it("asks password managers for the account's password where it is the current one", () => {
    renderWithIntl(<PasswordField id="p" label="Current password" purpose="current" />);
    const input = screen.getByLabelText('Current password', { selector: 'input' });
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('states the rule under a new password, and its error after it', () => {
    renderWithIntl(<PasswordField id="p" label="New password" purpose="new" error="Use at least 8 characters." />);
    const input = screen.getByLabelText('New password', { selector: 'input' });
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    expect(screen.getByRole('alert')).toHaveTextContent('Use at least 8 characters.');
  });

  it('repeats a new password without the rule', () => {
    renderWithIntl(<PasswordField id="p" label="Repeat the new password" purpose="confirm" />);
    const input = screen.getByLabelText('Repeat the new password', { selector: 'input' });
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('has a toggle of its own, in the page language, that controls only its input', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <PasswordField id="a" label="Nueva contraseña" purpose="new" />
        <PasswordField id="b" label="Repite la nueva contraseña" purpose="confirm" />
      </>,
      { locale: 'es' },
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Mostrar contraseña' });
    expect(first).toHaveAttribute('aria-controls', 'a');
    await user.click(first!);
    expect(screen.getByLabelText('Nueva contraseña', { selector: 'input' })).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Repite la nueva contraseña', { selector: 'input' })).toHaveAttribute('type', 'password');
    expect(second).toHaveAttribute('aria-pressed', 'false');
  });
});
