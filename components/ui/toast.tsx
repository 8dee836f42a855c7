'use client';
/**
 * Toasts on Radix Toast: top of the screen, auto-close after their duration, paused on hover and
 * focus, dismissed by a click or a swipe, 150 ms closing animation (SPEC §4, §9).
 */
import * as RadixToast from '@radix-ui/react-toast';
import { useTranslations } from 'next-intl';
import { useToastStore, type ToastItem } from '@/stores/toast-store';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/i18n/navigation';

const variantClass: Record<ToastItem['variant'], string> = {
  info: 'border-line',
  success: 'border-success',
  error: 'border-danger',
};

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const t = useTranslations('common');
  return (
    <RadixToast.Provider swipeDirection="up" label={t('notifications')}>
      {toasts.map((item) => (
        <RadixToast.Root
          key={item.id}
          duration={item.duration}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && setTimeout(() => dismiss(item.id), 150)}
          onClick={() => dismiss(item.id)}
          className={cn(
            'bg-surface-raised text-fg pointer-events-auto w-full cursor-pointer rounded-lg border-s-4 p-4 shadow-lg',
            'data-[state=closed]:animate-out data-[state=closed]:opacity-0 transition-opacity duration-150',
            variantClass[item.variant],
          )}
        >
          <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className="text-fg-muted mt-1 text-sm">{item.description}</RadixToast.Description>}
          {item.action && (
            <RadixToast.Action altText={item.action.label} asChild>
              <Link href={item.action.href} className="text-fg mt-2 inline-block text-sm font-semibold underline underline-offset-4">
                {item.action.label}
              </Link>
            </RadixToast.Action>
          )}
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="z-toast fixed inset-x-0 top-0 mx-auto flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
