/**
 * Button (SPEC §9): primary and outline variants, sizes (default medium), full width, rounded, link
 * look. The looks are the `btn` component classes (app/globals.css): a className passed in is made
 * of utilities, which win over them.
 */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  rounded?: boolean;
  pending?: boolean;
}

export function buttonClass({ variant = 'primary', size = 'md', fullWidth, rounded, className }: Omit<ButtonProps, 'children'>): string {
  return cn('btn', `btn-${variant}`, variant !== 'link' && `btn-${size}`, rounded && 'btn-round', fullWidth && 'w-full', className);
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, rounded, pending, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass({ variant, size, fullWidth, rounded, className })}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {children}
    </button>
  );
});
