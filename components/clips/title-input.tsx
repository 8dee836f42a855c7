'use client';
/**
 * A title field: label, the error tied to the input (aria-invalid, aria-describedby, announced),
 * and a live character counter against the limit. The value is plain text.
 */
import { useTranslations } from 'next-intl';
import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/cn';
import { TITLE_MAX_LENGTH, titleLength, type TitleErrorKey } from './title-rules';

export const fieldClass =
  'border-line bg-surface text-fg placeholder:text-fg-muted h-9 w-full rounded-md border px-2.5 text-sm aria-[invalid=true]:border-danger focus-visible:outline-2';

export interface TitleInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value'> {
  id: string;
  label: string;
  /** The current text (react-hook-form's watch), for the counter only: the input stays uncontrolled. */
  current: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TitleInput({ id, label, current, error, className, ...input }: TitleInputProps) {
  const t = useTranslations('titleField');
  const count = titleLength(current);
  const over = count > TITLE_MAX_LENGTH;
  const errorKey = error as TitleErrorKey | undefined;
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-count`} className={cn('text-xs tabular-nums', over ? 'text-danger' : 'text-fg-muted')}>
          {t('counter', { count, max: TITLE_MAX_LENGTH })}
        </span>
      </div>
      <input
        id={id}
        type="text"
        autoComplete="off"
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={[`${id}-count`, errorKey ? `${id}-error` : null].filter(Boolean).join(' ')}
        className={cn(fieldClass, className)}
        {...input}
      />
      {errorKey && (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {errorKey === 'tooLong' ? t('tooLong', { max: TITLE_MAX_LENGTH }) : t('required')}
        </p>
      )}
    </div>
  );
}
