/**
 * Which message namespaces reach the browser. Every namespace does, except:
 * - the server-only ones, which no client component reads (page texts, metadata, navigation labels);
 * - the page ones, which only the client components of a few pages read (the player and the event
 *   page's tools; the sign-in, account and checkout forms): those pages' layouts add them with
 *   PageMessages, so the other pages' payloads (the home page's, a league's) do not carry them.
 * A new namespace reaches every page. A namespace listed here must not be used with
 * `useTranslations` in a client component elsewhere, nor in anything the root layout renders (the
 * header, the toast and modal hosts, the session effects: see EVERY_PAGE_PARTS).
 */
import 'server-only';
import type { Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from './locales';
import { MoreMessages } from './more-messages';

type Namespace = keyof Messages;

const SERVER_ONLY = new Set<Namespace>(['pages', 'content', 'browse', 'nav', 'identity', 'meta', 'calendarFile', 'brandPage']);

export const PAGE_NAMESPACES = {
  watch: ['watch', 'player', 'tags', 'clips', 'titleField', 'stats', 'channel'],
  account: ['auth', 'account', 'commerce', 'club'],
  multiview: ['multiview', 'player'],
} satisfies Record<string, Namespace[]>;

export type PageArea = keyof typeof PAGE_NAMESPACES;

const ON_PAGES = new Set<Namespace>(Object.values(PAGE_NAMESPACES).flat());

/** What every page needs of a page namespace: the sign-in notices the session effects show. */
export const EVERY_PAGE_PARTS = { auth: ['notices'] } satisfies Partial<Record<Namespace, string[]>>;

function pick(messages: Messages, namespace: keyof typeof EVERY_PAGE_PARTS) {
  const all = messages[namespace] as Record<string, unknown>;
  return Object.fromEntries(EVERY_PAGE_PARTS[namespace].map((key) => [key, all[key]]));
}

/** The messages the root layout sends to every page. */
export function clientMessages(messages: Messages): Partial<Messages> {
  const sent = Object.entries(messages).filter(([ns]) => !SERVER_ONLY.has(ns as Namespace) && !ON_PAGES.has(ns as Namespace));
  const parts = (Object.keys(EVERY_PAGE_PARTS) as (keyof typeof EVERY_PAGE_PARTS)[]).map((ns) => [ns, pick(messages, ns)]);
  return Object.fromEntries([...sent, ...parts]) as Partial<Messages>;
}

/** Adds an area's namespaces to the root layout's messages for the client components below. */
export async function PageMessages({ locale, area, children }: { locale: Locale; area: PageArea; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const extra = Object.fromEntries(PAGE_NAMESPACES[area].map((ns) => [ns, messages[ns]])) as Partial<Messages>;
  return <MoreMessages messages={extra}>{children}</MoreMessages>;
}
