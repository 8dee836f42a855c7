/**
 * Which messages reach the browser: the root layout sends every namespace but the server-only and
 * the page ones; a page namespace is read only by the client components of its pages, whose layouts
 * add it (lib/i18n/client-messages.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { clientMessages, EVERY_PAGE_PARTS, PAGE_NAMESPACES, type PageArea } from '@/lib/i18n/client-messages';
import en from '@/messages/en.json';

const root = path.resolve(import.meta.dirname, '../..');

/** The component folders of each area's pages. */
const AREA_FOLDERS: Record<PageArea, string[]> = {
  watch: ['watch', 'player', 'tags', 'clips', 'stats', 'channel'],
  account: ['account', 'auth', 'commerce'],
  multiview: ['multiview', 'player'],
};

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('client messages', () => {
  it('sends every namespace but the server-only and the page ones, and the parts of those every page needs', () => {
    const sent = clientMessages(en as Messages);
    const onPages = Object.values(PAGE_NAMESPACES).flat() as string[];
    for (const ns of Object.keys(en)) {
      if (ns === 'auth') expect(sent.auth).toEqual({ notices: en.auth.notices });
      else if (onPages.includes(ns) || ['pages', 'content', 'browse', 'nav', 'identity', 'meta', 'calendarFile', 'brandPage'].includes(ns))
        expect(sent).not.toHaveProperty(ns);
      else expect(sent).toHaveProperty(ns);
    }
  });

  it('has a client component read a page namespace only on the pages that add it', () => {
    const misplaced: string[] = [];
    for (const file of [...sources('components'), ...sources('lib')]) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const folder = file.split(path.sep)[1] ?? '';
      for (const [, namespace] of text.matchAll(/useTranslations\(['"]([\w.]+)['"]\)/g)) {
        const [ns, part] = namespace!.split('.');
        const area = (Object.keys(PAGE_NAMESPACES) as PageArea[]).find((a) => (PAGE_NAMESPACES[a] as string[]).includes(ns!));
        if (!area) continue;
        const everywhere = (EVERY_PAGE_PARTS as Record<string, string[]>)[ns!]?.includes(part ?? '');
        if (!everywhere && !AREA_FOLDERS[area].includes(folder)) misplaced.push(`${file}: ${namespace}`);
      }
    }
    expect(misplaced).toEqual([]);
  });
});
