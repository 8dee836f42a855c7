/** A control-bar button: icon only, so its label is required (aria-label, also the hover title). */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const controlClass =
  'inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded-md px-2 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white disabled:opacity-50 aria-pressed:text-sky-300';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  label: string;
  children: ReactNode;
}

export function IconButton({ label, className, children, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} title={label} className={cn(controlClass, className)} {...rest}>
      {children}
    </button>
  );
}
