import { describe, expect, it } from 'vitest';
import {
  addId,
  audibleAfter,
  defaultLayout,
  idForKey,
  layoutsFor,
  moveToFront,
  multiviewQuery,
  parseIds,
  parseLayout,
  removeId,
} from '@/lib/multiview/selection';

describe('parseIds', () => {
  it('keeps valid ids in order, each once, at most four', () => {
    expect(parseIds('ev-1, ev-2,ev-1,,ev-3,ev-4,ev-5')).toEqual(['ev-1', 'ev-2', 'ev-3', 'ev-4']);
    expect(parseIds(['ev-1', 'ev-2'])).toEqual(['ev-1', 'ev-2']);
  });

  it('drops garbled parts instead of failing', () => {
    expect(parseIds('ev-1,<script>,../x,%00,ev-2')).toEqual(['ev-1', 'ev-2']);
    expect(parseIds('a'.repeat(65))).toEqual([]);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds(undefined)).toEqual([]);
  });
});

describe('layouts', () => {
  it('offers side by side for two games, the grid or one large for three and four', () => {
    expect(layoutsFor(1)).toEqual(['2x1']);
    expect(layoutsFor(2)).toEqual(['2x1']);
    expect(layoutsFor(3)).toEqual(['2x2', '1+3']);
    expect(defaultLayout(4)).toBe('2x2');
  });

  it('takes a layout parameter only when it suits the number of games', () => {
    expect(parseLayout('1+3', 4)).toBe('1+3');
    expect(parseLayout('1+3', 2)).toBe('2x1');
    expect(parseLayout('3x3', 4)).toBe('2x2');
    expect(parseLayout(null, 3)).toBe('2x2');
  });
});

describe('multiviewQuery', () => {
  it('writes the ids in order, readable, and a layout only when it is not the default', () => {
    expect(multiviewQuery(['ev-1', 'ev-2'], '2x1')).toBe('?ids=ev-1,ev-2');
    expect(multiviewQuery(['a', 'b', 'c'], '1+3')).toBe('?ids=a,b,c&layout=1%2B3');
    expect(multiviewQuery([], '2x1')).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = new URLSearchParams(multiviewQuery(['a', 'b', 'c'], '1+3'));
    expect(parseIds(query.get('ids'))).toEqual(['a', 'b', 'c']);
    expect(parseLayout(query.get('layout'), 3)).toBe('1+3');
  });
});

describe('changing the selection', () => {
  it('adds a game at the end, never twice, never a fifth', () => {
    expect(addId(['a'], 'b')).toEqual(['a', 'b']);
    expect(addId(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(addId(['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes a game, and moves one to the large place', () => {
    expect(removeId(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(moveToFront(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(moveToFront(['a', 'b'], 'x')).toEqual(['a', 'b']);
  });

  it('keeps the sound on the game heard while it stays, else hands it to the first', () => {
    expect(audibleAfter(['a', 'b'], 'b')).toBe('b');
    expect(audibleAfter(['a', 'c'], 'b')).toBe('a');
    expect(audibleAfter([], 'b')).toBeNull();
  });

  it('maps the keys 1 to 4 to the games on screen', () => {
    expect(idForKey(['a', 'b', 'c'], '3')).toBe('c');
    expect(idForKey(['a', 'b', 'c'], '4')).toBeNull();
    expect(idForKey(['a', 'b', 'c'], '0')).toBeNull();
    expect(idForKey(['a', 'b', 'c'], 'k')).toBeNull();
  });
});
