/**
 * Routes key presses to player commands (lib/player/keyboard.ts). Listens on the document so that
 * with keyboardScope 'page' the shortcuts also work when nothing has focus, as on YouTube; inside
 * open menus and dialogs keys belong to them.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { commandForKey, keyTargetOf, type PlayerCommand, type ShortcutFeature } from '@/lib/player/keyboard';

export function useShortcuts(
  root: RefObject<HTMLElement | null>,
  scope: 'player' | 'page',
  run: (command: PlayerCommand) => void,
  features: ReadonlySet<ShortcutFeature>,
): void {
  const onCommand = useEffectEvent(run);
  const currentFeatures = useEffectEvent(() => features);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const el = root.current;
      if (!el || event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const inside = target !== null && el.contains(target);
      const nothingFocused = target === null || target === document.body || target === document.documentElement;
      if (!inside && !(scope === 'page' && nothingFocused)) return;
      if (target?.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return;
      const command = commandForKey(event, keyTargetOf(target as HTMLElement | null), currentFeatures());
      if (!command) return;
      event.preventDefault();
      onCommand(command);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root, scope]);
}
