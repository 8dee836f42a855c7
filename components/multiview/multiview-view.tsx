'use client';
/**
 * The multiview (docs/fan-features.md, 'Multiview'): two to four games at once, in a layout the
 * viewer picks, one of them heard. The address is the state (`?ids=a,b,c&layout=1+3`,
 * lib/multiview/selection.ts): every change replaces it, so a reload or a shared link shows the same
 * games. Keys 1–4 give the sound to that tile from anywhere on the page but a text field.
 */
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import {
  addId,
  audibleAfter,
  idForKey,
  layoutsFor,
  MAX_TILES,
  MAX_TILES_PHONE,
  moveToFront,
  multiviewQuery,
  parseIds,
  parseLayout,
  removeId,
  type Layout,
} from '@/lib/multiview/selection';
import { LivePicker } from './live-picker';
import { MultiviewTile } from './multiview-tile';

const PHONE = '(max-width: 639px)';
const subscribePhone = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
/** A phone shows at most two games, stacked. */
const useIsPhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );

const GRID: Record<Layout, string> = {
  '2x1': 'sm:grid-cols-2',
  '2x2': 'sm:grid-cols-2',
  // Three quarters for the large picture, a column of three small ones beside it.
  '1+3': 'sm:grid-cols-4',
};

/** Typing in a field (the picker has none, the header's search has) keeps its digits. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export function MultiviewView() {
  const t = useTranslations('multiview');
  const params = useSearchParams();
  const ids = parseIds(params.get('ids'));
  const layout = parseLayout(params.get('layout'), ids.length);
  const phone = useIsPhone();
  const visible = ids.slice(0, phone ? MAX_TILES_PHONE : MAX_TILES);
  // The game the viewer gave the sound to (the first until then); silent: they muted it.
  const [heard, setHeard] = useState<string | null>(null);
  const [silent, setSilent] = useState(false);
  const audible = silent ? null : audibleAfter(visible, heard);
  const listen = (id: string) => {
    setHeard(id);
    setSilent(false);
  };

  const show = (next: string[], nextLayout: Layout = layout) => {
    const fitting = layoutsFor(next.length).includes(nextLayout) ? nextLayout : layoutsFor(next.length)[0]!;
    // Next's router follows the History API: useSearchParams reads the new address, nothing is fetched.
    window.history.replaceState(null, '', `${window.location.pathname}${multiviewQuery(next, fitting)}`);
  };

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const id = idForKey(visible, event.key);
    if (id) listen(id);
  });
  useEffect(() => {
    const handler = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', handler);
    return () => document.removeEventListener('keydown', handler);
  }, []);

  const layouts = layoutsFor(ids.length);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-fg-muted text-sm">{t('intro')}</p>
        {layouts.length > 1 && !phone && (
          // Radios the browser checks at once (the address, their source, follows a moment later).
          <fieldset className="flex items-center gap-3 text-sm">
            <legend className="sr-only">{t('layout')}</legend>
            {layouts.map((option) => (
              <label key={option} className="flex items-center gap-1">
                <input type="radio" name="layout" value={option} defaultChecked={layout === option} onChange={() => show(ids, option)} />
                {t(`layouts.${option === '1+3' ? 'large' : option === '2x2' ? 'grid' : 'sideBySide'}`)}
              </label>
            ))}
          </fieldset>
        )}
      </div>
      {visible.length > 0 && (
        <div className={cn('grid grid-cols-1 gap-3', GRID[layout])}>
          {visible.map((id, index) => (
            <MultiviewTile
              key={id}
              id={id}
              position={index + 1}
              audible={audible === id}
              large={layout === '1+3' && index === 0}
              canMoveToFront={layout === '1+3' && index > 0}
              onListen={() => listen(id)}
              onSilence={() => setSilent(true)}
              onMoveToFront={() => show(moveToFront(ids, id))}
              onRemove={() => show(removeId(ids, id))}
            />
          ))}
        </div>
      )}
      <LivePicker shown={ids} full={visible.length >= (phone ? MAX_TILES_PHONE : MAX_TILES)} onAdd={(id) => show(addId(ids, id))} />
    </div>
  );
}
