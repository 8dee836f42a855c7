'use client';
/**
 * Dropdown (SPEC §9: placement bottom, click trigger) and hover menu (hover and focus open it,
 * 400 ms hide delay), both on Radix DropdownMenu for keyboard support, focus and positioning
 * (5 px from the trigger).
 */
import * as Radix from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const MENU_HIDE_DELAY_MS = 400;

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
    <Radix.Root modal={false}>
      <Radix.Trigger asChild>{trigger}</Radix.Trigger>
      <Radix.Portal>
        <Radix.Content side="bottom" align={align} sideOffset={5} className={contentClass}>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}

/** Opens on hover or focus of its trigger and closes 400 ms after the pointer leaves both. */
export function HoverMenu({ trigger, children, align = 'start' }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const show = () => {
    window.clearTimeout(hideTimer.current);
    setOpen(true);
  };
  const hideLater = () => {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
  };
  return (
    <Radix.Root open={open} onOpenChange={setOpen} modal={false}>
      <Radix.Trigger asChild onPointerEnter={show} onPointerLeave={hideLater} onFocus={show}>
        {trigger}
      </Radix.Trigger>
      <Radix.Portal>
        <Radix.Content side="bottom" align={align} sideOffset={5} onPointerEnter={show} onPointerLeave={hideLater} className={contentClass}>
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
