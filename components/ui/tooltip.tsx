'use client';
/**
 * Tooltip (SPEC §9): placement top, 200 ms show delay, hover and focus, 5 px from its trigger.
 * Each tooltip carries its own provider, so Radix Tooltip is loaded only by pages that show one
 * (the app no longer wraps every page in a provider). `TooltipProvider` stays exported for callers
 * that already wrap a region in it; it is no longer required.
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

const DELAYS = { delayDuration: 200, skipDelayDuration: 150 } as const;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider {...DELAYS}>{children}</RadixTooltip.Provider>;
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Provider {...DELAYS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side="top" sideOffset={5} className="bg-fg text-surface z-toast rounded px-2 py-1 text-xs shadow">
            {content}
            <RadixTooltip.Arrow className="fill-fg" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
