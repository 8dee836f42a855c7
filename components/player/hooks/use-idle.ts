/**
 * Hides the controls after a few seconds without pointer or keyboard activity while the video
 * plays, so they do not cover the picture; any activity, or keyboard focus on a control, shows them.
 */
import { useEffect, useState, type RefObject } from 'react';

export const CONTROLS_HIDE_MS = 3000;

export function useIdle(root: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    const el = root.current;
    if (!el || !active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      setIdle(false);
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A keyboard user tabbing through the controls keeps them on screen.
        const focused = document.activeElement;
        if (focused && el.contains(focused) && focused !== el && focused.matches(':focus-visible')) return;
        setIdle(true);
      }, CONTROLS_HIDE_MS);
    };
    const events = ['pointermove', 'pointerdown', 'keydown', 'focusin'] as const;
    for (const type of events) el.addEventListener(type, arm);
    arm();
    return () => {
      clearTimeout(timer);
      for (const type of events) el.removeEventListener(type, arm);
    };
  }, [root, active]);

  return active && idle;
}
