/**
 * The '?' help: the shortcut table from lib/player/keyboard.ts. A Radix dialog (focus trap, Escape,
 * focus return) portalled into the player rather than the app's modal host, because the host lives
 * outside the player and would be invisible while the player is full screen.
 */
import { memo } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { shortcutsFor, type ShortcutFeature } from '@/lib/player/keyboard';

/** Memoised: the player renders with every media update, the dialog only when its props change. */
export const ShortcutsDialog = memo(function ShortcutsDialog({
  open,
  onOpenChange,
  container,
  features,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  container: HTMLElement | null;
  /** Marker and clip keys are listed only where the page uses them. */
  features: ReadonlySet<ShortcutFeature>;
}) {
  const t = useTranslations('player');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="absolute inset-0 z-40 bg-black/70" />
        <Dialog.Content className="absolute top-1/2 left-1/2 z-50 max-h-[92%] w-[min(92%,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-xl bg-neutral-900 p-5 text-start text-white shadow-2xl">
          <Dialog.Title className="text-lg font-semibold">{t('shortcuts.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-white/75">{t('shortcuts.description')}</Dialog.Description>
          <table className="mt-4 w-full text-sm">
            <tbody>
              {shortcutsFor(features).map((s) => (
                <tr key={s.label} className="border-t border-white/10">
                  <th scope="row" className="py-1.5 pe-4 text-start font-normal whitespace-nowrap">
                    {s.display.map((key, i) => (
                      <span key={key}>
                        {i > 0 && ' / '}
                        <kbd className="rounded border border-white/30 bg-white/10 px-1.5 py-0.5 font-mono text-xs">{key}</kbd>
                      </span>
                    ))}
                  </th>
                  <td className="py-1.5">{t(`shortcuts.${s.label}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Dialog.Close className="mt-4 rounded-md bg-white px-4 py-2 text-sm font-medium text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
            {t('shortcuts.close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
