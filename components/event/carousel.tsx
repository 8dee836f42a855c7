'use client';
/**
 * A horizontal rail: native scrolling with snap points (touch swipes scroll natively), previous /
 * next buttons, a 50 px pointer swipe for mouse and pen (SPEC §9), and arrow keys that move focus
 * card to card. Mirrored for right-to-left locales.
 *
 * The first cards fill the widest view; the rest render once the visitor reaches for the rail
 * (pointer, focus, scroll or touch), so a page of many rails sends and hydrates a fraction of the
 * markup. Every rail's 'See all' link lists everything.
 */
import { useTranslations } from 'next-intl';
import { Children, isValidElement, useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FIRST_RENDER_CARDS } from './first-cards';

export const SWIPE_THRESHOLD_PX = 50;

const isRtl = (el: HTMLElement) => getComputedStyle(el).direction === 'rtl';

function Arrow({ flip }: { flip?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('h-4 w-4', flip ? '-scale-x-100 rtl:scale-x-100' : 'rtl:-scale-x-100')} fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="M9 5l7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Carousel({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  const t = useTranslations('event');
  const track = useRef<HTMLUListElement>(null);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const swiped = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  const [allShown, setAllShown] = useState(false);
  const showAll = () => setAllShown(true);
  const cards = Children.toArray(children);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // In RTL scrollLeft runs from 0 to negative values; its magnitude is what matters.
    const offset = Math.abs(el.scrollLeft);
    setEdges({ start: offset < 4, end: offset + el.clientWidth >= el.scrollWidth - 4 });
  }, []);

  // The observer's first report comes after the browser's own layout: measuring here, during
  // hydration, would force a layout of the whole page in the middle of it.
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  useEffect(() => {
    if (allShown) measure();
  }, [measure, allShown]);

  /** Scrolls one view forward (+1) or back (-1) in reading direction. */
  const page = (step: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: step * (isRtl(el) ? -1 : 1) * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const el = track.current;
    if (!el || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key)) return;
    const links = [...el.querySelectorAll<HTMLElement>(':scope > li a[href]')];
    const current = links.findIndex((a) => a.closest('li')?.contains(document.activeElement));
    if (current < 0) return;
    const forward = (e.key === 'ArrowRight') !== isRtl(el);
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? links.length - 1 : current + (forward ? 1 : -1);
    const target = links[Math.max(0, Math.min(links.length - 1, next))];
    if (!target) return;
    e.preventDefault();
    target.focus({ preventScroll: true });
    target.closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  // Touch scrolls natively; mouse and pen get a swipe of at least 50 px.
  const onPointerDown = (e: PointerEvent) => {
    swiped.current = false;
    if (e.pointerType !== 'touch' && e.button === 0) swipe.current = { x: e.clientX, id: e.pointerId };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    const el = track.current;
    if (!start || !el || start.id !== e.pointerId) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX) return;
    swiped.current = true;
    // Dragging content towards the start of the line shows what follows.
    const towardsStart = isRtl(el) ? dx > 0 : dx < 0;
    page(towardsStart ? 1 : -1);
  };

  const button = 'border-line bg-surface-raised text-fg inline-flex h-8 w-8 items-center justify-center rounded-full border disabled:opacity-40';
  return (
    <div
      role="group"
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      className={cn('relative', className)}
      onPointerEnter={showAll}
      onFocus={showAll}
      onTouchStart={showAll}
    >
      <div className="absolute -top-11 end-0 hidden gap-2 sm:flex">
        <button type="button" className={button} onClick={() => page(-1)} disabled={edges.start} aria-label={t('carousel.previous')}>
          <Arrow flip />
        </button>
        <button type="button" className={button} onClick={() => page(1)} disabled={edges.end} aria-label={t('carousel.next')}>
          <Arrow />
        </button>
      </div>
      {/* The handlers act on events bubbling from the card links inside (arrow keys, swipes), not on the list itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={track}
        onScroll={() => {
          showAll();
          measure();
        }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onClickCapture={(e) => {
          // A swipe that ends on a card is not a click on it.
          if (swiped.current) e.preventDefault();
          swiped.current = false;
        }}
        className="flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto overscroll-x-contain pb-3 [scrollbar-width:thin]"
      >
        {(allShown ? cards : cards.slice(0, FIRST_RENDER_CARDS)).map((card, i) => (
          <li key={isValidElement(card) ? card.key : i} className="w-[78%] shrink-0 snap-start xs:w-[46%] md:w-[31%] lg:w-[23.5%]">
            {card}
          </li>
        ))}
      </ul>
    </div>
  );
}
