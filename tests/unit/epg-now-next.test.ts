import { afterEach, describe, expect, it, vi } from 'vitest';
import { getChannelProgramOrEmpty, reshapeProgram } from '@/lib/api/channels';
import { nowAndNext } from '@/lib/models/program';

const at = (hhmm: string) => `2026-11-23T${hhmm}:00.000Z`;
const wire = {
  channelId: 'ch-1',
  date: '2026-11-23',
  programs: [
    { id: 'c', title: 'Third', description: '', start: at('10:00'), end: at('11:00'), imageUrl: null },
    { id: 'a', title: 'First', description: '', start: at('08:00'), end: at('09:00'), imageUrl: null },
    { id: 'b', title: 'Second', description: '', start: at('09:00'), end: at('10:00'), imageUrl: null },
    { id: 'bad', title: 'Broken', description: '', start: at('12:00'), end: at('11:30'), imageUrl: null },
  ],
};
const programs = reshapeProgram(wire);
const clock = (hhmm: string) => Date.parse(at(hhmm));

describe('reshapeProgram', () => {
  it('sorts programs by start and drops ones that end before they start', () => {
    expect(programs.map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('nowAndNext with a fixed clock', () => {
  it('picks the program on air and the one after it', () => {
    const { now, next } = nowAndNext(programs, clock('08:30'));
    expect(now?.id).toBe('a');
    expect(next?.id).toBe('b');
  });
  it('treats a start as inclusive and an end as exclusive', () => {
    expect(nowAndNext(programs, clock('09:00')).now?.id).toBe('b');
    expect(nowAndNext(programs, clock('09:00')).next?.id).toBe('c');
  });
  it('moves on as time passes', () => {
    expect(nowAndNext(programs, clock('10:59')).now?.id).toBe('c');
    expect(nowAndNext(programs, clock('10:59')).next).toBeNull();
  });
  it('has no current program before the first one, and the first is next', () => {
    expect(nowAndNext(programs, clock('07:00'))).toMatchObject({ now: null, next: { id: 'a' } });
  });
  it('has neither after the last one', () => {
    expect(nowAndNext(programs, clock('12:00'))).toEqual({ now: null, next: null });
  });
});

describe('getChannelProgramOrEmpty', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('logs a failed load and gives an empty guide', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(getChannelProgramOrEmpty('http://api.test/epg/ch-1.json', 'http://api.test')).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
  it('is empty without a program address', async () => {
    await expect(getChannelProgramOrEmpty(null, 'http://api.test')).resolves.toEqual([]);
  });
  it('resolves a relative program address against the API base', async () => {
    const fetchMock = vi.fn(async () => Response.json(wire));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getChannelProgramOrEmpty('/epg/ch-1.json', 'http://api.test/base')).resolves.toHaveLength(3);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://api.test/epg/ch-1.json');
  });
});
