'use client';
/**
 * The home page's personal rails (signed in only): the followed teams and leagues as links, and
 * what is live or coming up in them. Rendered after the session store hydrates, so the server
 * HTML stays the same for everyone and cacheable.
 */
import { useShallow } from 'zustand/react/shallow';
import { EventRail } from '@/components/event/event-rail';
import { Link } from '@/lib/i18n/navigation';
import { useTenant } from '@/lib/tenant/context';
import { useHydrated } from '@/lib/use-hydrated';
import { selectFollowedIdentitiesIds, selectFollowedItems, selectIsAuthenticated, useSessionStore } from '@/stores/session-store';

export function FollowedRails({ title, eventsTitle, manageLabel }: { title: string; eventsTitle: string; manageLabel: string }) {
  const hydrated = useHydrated();
  const tenant = useTenant();
  const signedIn = useSessionStore(selectIsAuthenticated);
  const items = useSessionStore(useShallow(selectFollowedItems));
  const ids = useSessionStore(useShallow(selectFollowedIdentitiesIds));
  if (!hydrated || !signedIn || items.length === 0) return null;
  const sorted = [...items].sort((a, b) => a.title.localeCompare(b.title));
  return (
    <>
      <section aria-labelledby="rail-follows" className="mt-6">
        <div className="mb-3 flex items-center gap-4">
          <h2 id="rail-follows" className="text-xl font-bold">
            {title}
          </h2>
          <Link href="/following/league/followed/" className="text-fg-muted hover:text-fg ms-auto text-sm font-medium underline-offset-4 hover:underline">
            {manageLabel}
          </Link>
        </div>
        <ul className="flex flex-wrap gap-2" data-testid="followed-items">
          {sorted.map((item) => {
            const chip = 'border-line bg-surface-raised inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium';
            const isTeam = item.type === 'team';
            return (
              <li key={item.id}>
                {isTeam && tenant.disable_team_pages ? (
                  <span className={chip}>{item.title}</span>
                ) : (
                  <Link
                    href={isTeam ? `/team/${encodeURIComponent(item.id)}/` : `/league/${encodeURIComponent(item.id)}/`}
                    className={`${chip} hover:bg-surface-sunken`}
                  >
                    {item.title}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <EventRail id="followed" title={eventsTitle} filters={{ identityIds: [...ids].sort(), kinds: ['live', 'upcoming'], sort: 'date', order: 'asc' }} />
    </>
  );
}
