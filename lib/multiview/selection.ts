/**
 * Multiview's rules (docs/fan-features.md, 'Multiview'): which games are on screen, in which layout,
 * and which one is heard. The address holds the selection (`/multiview/?ids=a,b,c`) so it can be
 * shared and survives a reload; everything here is a pure function of it.
 */

/** At most four games at once; a phone shows at most two, stacked. */
export const MAX_TILES = 4;
export const MAX_TILES_PHONE = 2;

/** 2×1: two side by side; 2×2: a grid of four; 1+3: one large picture and three small ones. */
export const LAYOUTS = ['2x1', '2x2', '1+3'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** An event id as the platform gives them: letters, digits, '-', '_' and '.', at most 64. */
const EVENT_ID = /^[\w.-]{1,64}$/;

/**
 * The games of an `ids` parameter, in order: valid ids only, each once, at most four. A garbled
 * value is an empty selection, never an error (the page offers the picker instead).
 */
export function parseIds(value: string | string[] | null | undefined): string[] {
  const raw = Array.isArray(value) ? value.join(',') : (value ?? '');
  const ids: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (EVENT_ID.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_TILES) break;
  }
  return ids;
}

/** The layouts that suit a number of games: two side by side; three or four in the grid or one large and the rest small. */
export function layoutsFor(count: number): readonly Layout[] {
  return count <= 2 ? ['2x1'] : ['2x2', '1+3'];
}

export function defaultLayout(count: number): Layout {
  return layoutsFor(count)[0]!;
}

/** The `layout` parameter if it suits the number of games, else the default for it. */
export function parseLayout(value: string | null | undefined, count: number): Layout {
  return layoutsFor(count).find((layout) => layout === value) ?? defaultLayout(count);
}

/** The address of a selection: `?ids=` in order, and the layout when it is not the default one. */
export function multiviewQuery(ids: readonly string[], layout: Layout): string {
  const params = new URLSearchParams();
  if (ids.length) params.set('ids', ids.join(','));
  if (layout !== defaultLayout(ids.length)) params.set('layout', layout);
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `?${query}` : '';
}

export function addId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) || ids.length >= MAX_TILES || !EVENT_ID.test(id) ? [...ids] : [...ids, id];
}

export function removeId(ids: readonly string[], id: string): string[] {
  return ids.filter((x) => x !== id);
}

/** Puts a game first: the large picture of the 1+3 layout. */
export function moveToFront(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [id, ...ids.filter((x) => x !== id)] : [...ids];
}

/**
 * Which game is heard after the selection changed: the same one while it is still on screen, else
 * the first (a removed audible game hands the sound on rather than leaving all of them silent).
 */
export function audibleAfter(ids: readonly string[], audible: string | null): string | null {
  if (audible !== null && ids.includes(audible)) return audible;
  return ids[0] ?? null;
}

/** The game a number key (1–4) names on screen, or null. */
export function idForKey(visible: readonly string[], key: string): string | null {
  const n = /^[1-4]$/.test(key) ? Number(key) : 0;
  return n > 0 ? (visible[n - 1] ?? null) : null;
}
