/**
 * Form building blocks shared by the sign-in and account forms: a labelled field whose error is
 * tied to it (aria-invalid, aria-describedby) and announced (role=alert), a form-level error, and
 * a submit button that shows its pending state.
 */
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

const controlClass =
  'border-line bg-surface text-fg placeholder:text-fg-muted h-10 w-full rounded-md border px-3 text-sm aria-[invalid=true]:border-danger focus-visible:outline-2';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-fg-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** A control inside the input's end edge (the password field's show/hide toggle). */
  trailing?: ReactNode;
}

export function TextField({ id, label, error, hint, trailing, className, ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => {
        const control = (
          <input
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={cn(controlClass, trailing && 'pe-10', className)}
            {...input}
          />
        );
        return trailing ? (
          <div className="relative">
            {control}
            {trailing}
          </div>
        ) : (
          control
        );
      }}
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={cn(controlClass, className)} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** The form's own error (a failed request): announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive" className={message ? 'bg-danger-surface text-danger rounded-md px-3 py-2 text-sm' : 'sr-only'}>
      {message}
    </div>
  );
}

/** A polite confirmation (saved, sent). */
export function FormStatus({ message }: { message: string | null }) {
  return (
    <p role="status" className={message ? 'text-success text-sm' : 'sr-only'}>
      {message}
    </p>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  fullWidth = true,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  fullWidth?: boolean;
}) {
  // Disabled until the form's code runs: before that the browser would submit the form itself, as a
  // GET with every field (a password too) in the address. A disabled default button also stops
  // Enter in a field from submitting it.
  const hydrated = useHydrated();
  return (
    <Button type="submit" pending={pending} disabled={!hydrated} fullWidth={fullWidth}>
      {pending && (
        <span
          aria-hidden="true"
          className="border-brand-fg inline-block h-4 w-4 animate-spin rounded-full border-2 border-t-transparent motion-reduce:animate-none"
        />
      )}
      {pending ? pendingLabel : label}
    </Button>
  );
}
