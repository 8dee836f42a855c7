'use client';
/**
 * A password input, the same in every form that asks for one: the autocomplete password managers go
 * by, the rule hint under a new password, and a show/hide toggle (aria-pressed, controlling its
 * input) that leaves the value where it is.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { TextField, type TextFieldProps } from './form-field';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'hint' | 'trailing'> {
  /** The account's password as it is, a new one (with the rule hint), or the new one typed again. */
  purpose: 'current' | 'new' | 'confirm';
}

export function PasswordField({ purpose, id, ...field }: PasswordFieldProps) {
  const t = useTranslations('auth.fields');
  const [shown, setShown] = useState(false);
  // Only the script shows the password: the toggle waits for hydration, like the form's submit.
  const hydrated = useHydrated();
  return (
    <TextField
      id={id}
      type={shown ? 'text' : 'password'}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      hint={purpose === 'new' ? t('passwordHint') : undefined}
      trailing={
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          disabled={!hydrated}
          onClick={() => setShown((s) => !s)}
          className="text-fg-muted hover:text-fg absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-md focus-visible:outline-2"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {shown && <path d="M3 3l18 18" />}
          </svg>
          <span className="sr-only">{t('showPassword')}</span>
        </button>
      }
      {...field}
    />
  );
}
