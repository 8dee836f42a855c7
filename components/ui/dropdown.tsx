'use client';
/**
 * Dropdown (SPEC §9: placement bottom, click trigger) on Radix DropdownMenu for keyboard support,
 * focus and positioning (5 px from the trigger).
 */
import * as Radix from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDirection } from '@/lib/i18n/use-direction';

const contentClass =
  'bg-surface-raised text-fg border-line z-overlay min-w-44 rounded-lg border p-1 shadow-xl data-[state=closed]:opacity-0 transition-opacity duration-150';

export const DropdownItem = ({ className, ...props }: Radix.DropdownMenuItemProps) => (
  <Radix.Item
    className={cn('data-[highlighted]:bg-surface-sunken flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none', className)}
    {...props}
  />
);
export const DropdownSeparator = () => <Radix.Separator className="bg-line my-1 h-px" />;
export const DropdownLabel = ({ children }: { children: ReactNode }) => <Radix.Label className="text-fg-muted px-3 py-1.5 text-xs">{children}</Radix.Label>;

interface DropdownProps {
  /** The trigger: a single focusable element (button). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
}

/** Opens on click (or Enter/Space/ArrowDown), below its trigger. */
export function Dropdown({ trigger, children, align = 'start' }: DropdownProps) {
  return (
    <Radix.Root modal={false} dir={useDirection()}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content side="bottom" align={align} sideOffset={5} className={contentClass}>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
