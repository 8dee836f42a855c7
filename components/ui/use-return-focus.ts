import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus back where it was when a dialog closes. A Radix dialog returns focus to its Trigger, and one
 * opened without a Trigger (from a store or a timer: the modal host, the survey) returns it nowhere,
 * leaving a keyboard or screen reader user at the top of the page. This remembers what had focus
 * when the dialog opened (before Radix moves it in) and is the dialog's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const previous = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) previous.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const element = previous.current;
    previous.current = null;
    if (element instanceof HTMLElement && element.isConnected && element !== document.body) {
      event.preventDefault();
      element.focus();
    }
  }, []);
}
