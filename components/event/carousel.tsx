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
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('rail-arrow', flip && '-scale-x-100 rtl:scale-x-100')}>
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

interface CarouselProps {
  label: string;
  children: ReactNode;
  className?: string;
  /** Called once, when the visitor first reaches for the rail and all its cards render. */
  onReach?: () => void;
}

export function Carousel({ label, children, className, onReach }: CarouselProps) {
  const t = useTranslations('event');
  const track = useRef<HTMLUListElement>(null);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const swiped = useRef(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  const [allShown, setAllShown] = useState(false);
  const showAll = () => {
    if (allShown) return;
    setAllShown(true);
    onReach?.();
  };
  const cards = Children.toArray(children);

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    // In RTL scrollLeft runs from 0 to negative values; its magnitude is what matters.
    const offset = Math.abs(el.scrollLeft);
    const start = offset < 4;
    const end = offset + el.clientWidth >= el.scrollWidth - 4;
    // Every scroll event measures: the rail renders again only when an end is reached or left.
    setEdges((edges) => (edges.start === start && edges.end === end ? edges : { start, end }));
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
      <div className="rail-buttons">
        <button type="button" className="rail-button" onClick={() => page(-1)} disabled={edges.start} aria-label={t('carousel.previous')}>
          <Arrow flip />
        </button>
        <button type="button" className="rail-button" onClick={() => page(1)} disabled={edges.end} aria-label={t('carousel.next')}>
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
        className="rail-track"
      >
        {(allShown ? cards : cards.slice(0, FIRST_RENDER_CARDS)).map((card, i) => (
          <li key={isValidElement(card) ? card.key : i} className="rail-item">
            {card}
          </li>
        ))}
      </ul>
    </div>
  );
}
