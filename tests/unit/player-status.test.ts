import { describe, expect, it } from 'vitest';
import { playerStatus, type StatusInput } from '@/lib/player/status';

const base: StatusInput = { error: false, ad: 'done', requested: false, paused: true, ended: false, waiting: false, seeking: false, hasPlayed: false };

describe('playerStatus', () => {
  it('is idle before anyone asked to play (poster and play button)', () => {
    expect(playerStatus(base)).toBe('idle');
    expect(playerStatus({ ...base, ad: 'idle' })).toBe('idle');
  });

  it('is loading while the pre-roll loads or the content has not shown a frame yet', () => {
    expect(playerStatus({ ...base, requested: true, ad: 'loading' })).toBe('loading');
    expect(playerStatus({ ...base, requested: true, ad: 'starting' })).toBe('loading');
    expect(playerStatus({ ...base, requested: true })).toBe('loading');
    expect(playerStatus({ ...base, requested: true, paused: false })).toBe('loading');
  });

  it('is ad while the pre-roll plays', () => {
    expect(playerStatus({ ...base, requested: true, ad: 'playing' })).toBe('ad');
  });

  it('tells playing, buffering, paused and ended apart', () => {
    const played = { ...base, requested: true, hasPlayed: true };
    expect(playerStatus({ ...played, paused: false })).toBe('playing');
    expect(playerStatus({ ...played, paused: false, waiting: true })).toBe('buffering');
    expect(playerStatus({ ...played, paused: false, seeking: true })).toBe('buffering');
    expect(playerStatus({ ...played, paused: true })).toBe('paused');
    expect(playerStatus({ ...played, paused: true, ended: true })).toBe('ended');
  });

  it('puts an error above everything else', () => {
    expect(playerStatus({ ...base, error: true, ad: 'playing', paused: false })).toBe('error');
  });
});
