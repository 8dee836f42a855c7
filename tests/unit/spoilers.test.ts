/** Spoiler-free viewing (docs/fan-features.md "Spoiler-free viewing"): the modes and what "no result" leaves of an item. */
import { describe, expect, it } from 'vitest';
import { hidesResult, isSpoilerMode, shaped, withoutResult, type ResultsView } from '@/lib/api/contract/results';
import { spoilerModeOf } from '@/lib/spoilers/mode';
import { wireItem } from '../support/events';

const team = (id: string, name: string, score: number | null) => ({ id, name, shortName: null, logo: null, color: null, score });

const game = wireItem({
  title: 'North v South',
  description: 'North came back from two down.',
  gameStartDate: '2026-11-20T18:03:00.000Z',
  endDate: '2026-11-20T20:07:00.000Z',
  league: { id: 'lg-1', title: 'Premier' },
  eventStatus: 'vod',
  team1: team('tm-n', 'North', 3),
  team2: team('tm-s', 'South', 2),
  identityIds: ['lg-1', 'tm-n', 'tm-s'],
  liveStats: { period: '2H', clock: "88'" },
});

const view = (mode: ResultsView['mode'], followed: string[] = [], revealed: string[] = []): ResultsView => ({
  mode,
  followed,
  revealed,
});

describe('modes', () => {
  it('takes a valid cookie, else the tenant default', () => {
    expect(spoilerModeOf('all', 'off')).toBe('all');
    expect(spoilerModeOf('followed', 'all')).toBe('followed');
    expect(spoilerModeOf(undefined, 'all')).toBe('all');
    expect(spoilerModeOf('ALL', 'off')).toBe('off');
    expect(isSpoilerMode('none')).toBe(false);
  });
});

describe('hidesResult', () => {
  it('hides nothing when off, everything when on for all, only what is followed otherwise', () => {
    expect(hidesResult(game, view('off'))).toBe(false);
    expect(hidesResult(game, view('all'))).toBe(true);
    expect(hidesResult(game, view('followed'))).toBe(false);
    expect(hidesResult(game, view('followed', ['tm-s']))).toBe(true);
    expect(hidesResult(game, view('followed', ['lg-1']))).toBe(true);
    expect(hidesResult(game, view('followed', ['lg-2']))).toBe(false);
  });

  it('shows a game the viewer revealed, in every mode', () => {
    expect(hidesResult(game, view('all', [], ['ev-1']))).toBe(false);
    expect(hidesResult(game, view('followed', ['tm-n'], ['ev-1']))).toBe(false);
    // A highlight is revealed with its game.
    expect(hidesResult({ ...game, eventId: 'ev-1' }, view('all', [], ['ev-2']))).toBe(true);
  });
});

describe('withoutResult', () => {
  it('leaves no score, clock, stats, length or recap of a finished game', () => {
    const out = withoutResult(game);
    expect(out.team1?.score).toBeNull();
    expect(out.team2?.score).toBeNull();
    expect(out).not.toHaveProperty('liveStats');
    expect(out.isEnabledVidswapStats).toBe(false);
    expect(out.endDate).toBeNull();
    expect(out.description).toBe('');
    expect(out.eventStatus).toBe('vod');
    expect(out.title).toBe('North v South');
    expect(JSON.stringify(out)).not.toMatch(/"score":\d|88'|2H|came back/);
  });

  it("keeps an upcoming or live game's schedule", () => {
    const live = withoutResult({ ...game, eventStatus: 'LIVE' });
    expect(live.endDate).toBe(game.endDate);
    expect(live.description).toBe(game.description);
    expect(live.gameStartDate).toBe(game.gameStartDate);
  });

  it("gives a platform's highlight the game's teams for a title", () => {
    const highlight = { ...game, id: 'hl-1', mediaType: 'highlight' as const, eventType: 'highlight' as const, title: 'Recap: North 3–2 South' };
    expect(withoutResult(highlight).title).toBe('North – South');
    expect(withoutResult({ ...highlight, team2: null }).title).toBe('Premier');
    // A viewer's own clip keeps the title they gave it.
    expect(withoutResult({ ...highlight, mediaType: 'user_clip', title: 'my 3–2' }).title).toBe('my 3–2');
  });

  it('is applied only where the view hides the result', () => {
    expect(shaped(game, view('off'))).toBe(game);
    expect(shaped(game, view('all')).team1?.score).toBeNull();
  });
});
