/** Button (SPEC §9): primary and outline variants, sizes (default medium), full width, rounded, link look. */
import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  rounded?: boolean;
  /** Render the single child (e.g. a Link) with the button's look. */
  asChild?: boolean;
  pending?: boolean;
}

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-brand-fg hover:brightness-110 shadow-sm',
  outline: 'border border-line text-fg hover:bg-surface-sunken',
  ghost: 'text-fg hover:bg-surface-sunken',
  link: 'text-fg underline underline-offset-4 hover:no-underline px-0 h-auto',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10 p-0',
};

export function buttonClass({ variant = 'primary', size = 'md', fullWidth, rounded, className }: Omit<ButtonProps, 'children'>): string {
  return cn(
    'inline-flex items-center justify-center gap-2 font-medium transition-colors disabled:pointer-events-none disabled:opacity-50',
    rounded ? 'rounded-full' : 'rounded-md',
    variant === 'link' ? variants.link : [sizes[size], variants[variant]],
    fullWidth && 'w-full',
    className,
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, rounded, asChild, pending, className, disabled, children, type = 'button', ...rest },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : type}
      className={buttonClass({ variant, size, fullWidth, rounded, className })}
      disabled={asChild ? undefined : disabled || pending}
      aria-busy={pending || undefined}
      {...rest}
    >
      {children}
    </Comp>
  );
});
