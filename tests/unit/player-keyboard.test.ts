import { describe, expect, it } from 'vitest';
import { SHORTCUTS, commandForKey, keyTargetOf } from '@/lib/player/keyboard';

const key = (k: string, extra: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}) => ({ key: k, ...extra });

describe('commandForKey', () => {
  it('maps space and k to play/pause', () => {
    expect(commandForKey(key(' '))).toEqual({ type: 'togglePlay' });
    expect(commandForKey(key('k'))).toEqual({ type: 'togglePlay' });
    expect(commandForKey(key('K'))).toEqual({ type: 'togglePlay' });
  });

  it('maps j/l to ∓10 s and the horizontal arrows to ∓5 s', () => {
    expect(commandForKey(key('j'))).toEqual({ type: 'seekBy', seconds: -10 });
    expect(commandForKey(key('l'))).toEqual({ type: 'seekBy', seconds: 10 });
    expect(commandForKey(key('ArrowLeft'))).toEqual({ type: 'seekBy', seconds: -5 });
    expect(commandForKey(key('ArrowRight'))).toEqual({ type: 'seekBy', seconds: 5 });
  });

  it('maps the vertical arrows to volume steps', () => {
    expect(commandForKey(key('ArrowUp'))).toEqual({ type: 'volumeBy', delta: 0.05 });
    expect(commandForKey(key('ArrowDown'))).toEqual({ type: 'volumeBy', delta: -0.05 });
  });

  it('maps f, m, c and ? to fullscreen, mute, captions and help', () => {
    expect(commandForKey(key('f'))).toEqual({ type: 'toggleFullscreen' });
    expect(commandForKey(key('m'))).toEqual({ type: 'toggleMute' });
    expect(commandForKey(key('c'))).toEqual({ type: 'toggleCaptions' });
    expect(commandForKey(key('?'))).toEqual({ type: 'showHelp' });
  });

  it('maps Home and End to the start and the end (live edge)', () => {
    expect(commandForKey(key('Home'))).toEqual({ type: 'seekToStart' });
    expect(commandForKey(key('End'))).toEqual({ type: 'seekToEnd' });
  });

  it('leaves browser and assistive-technology combinations alone', () => {
    expect(commandForKey(key('f', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(key('l', { metaKey: true }))).toBeNull();
    expect(commandForKey(key('ArrowLeft', { altKey: true }))).toBeNull();
  });

  it('ignores unmapped keys', () => {
    expect(commandForKey(key('x'))).toBeNull();
    expect(commandForKey(key('Tab'))).toBeNull();
    expect(commandForKey(key('Escape'))).toBeNull();
  });

  it('never fires while typing in a field', () => {
    expect(commandForKey(key('k'), 'text')).toBeNull();
    expect(commandForKey(key(' '), 'text')).toBeNull();
  });

  it('lets Space and Enter activate a focused button, but still takes letters there', () => {
    expect(commandForKey(key(' '), 'button')).toBeNull();
    expect(commandForKey(key('Enter'), 'button')).toBeNull();
    expect(commandForKey(key('k'), 'button')).toEqual({ type: 'togglePlay' });
  });

  it('lets a focused slider handle its own arrows, Home and End', () => {
    expect(commandForKey(key('ArrowLeft'), 'slider')).toBeNull();
    expect(commandForKey(key('End'), 'slider')).toBeNull();
    expect(commandForKey(key('m'), 'slider')).toEqual({ type: 'toggleMute' });
  });
});

describe('keyTargetOf', () => {
  const el = (tagName: string, attrs: Record<string, string> = {}, extra: { type?: string; isContentEditable?: boolean } = {}) => ({
    tagName,
    getAttribute: (name: string) => attrs[name] ?? null,
    ...extra,
  });

  it('classifies fields, buttons, sliders and the rest', () => {
    expect(keyTargetOf(el('INPUT', {}, { type: 'text' }))).toBe('text');
    expect(keyTargetOf(el('INPUT', {}, { type: 'search' }))).toBe('text');
    expect(keyTargetOf(el('TEXTAREA'))).toBe('text');
    expect(keyTargetOf(el('DIV', {}, { isContentEditable: true }))).toBe('text');
    expect(keyTargetOf(el('INPUT', {}, { type: 'range' }))).toBe('slider');
    expect(keyTargetOf(el('DIV', { role: 'slider' }))).toBe('slider');
    expect(keyTargetOf(el('BUTTON'))).toBe('button');
    expect(keyTargetOf(el('DIV', { role: 'menuitemradio' }))).toBe('button');
    expect(keyTargetOf(el('DIV'))).toBe('other');
    expect(keyTargetOf(null)).toBe('other');
  });
});

describe('SHORTCUTS table', () => {
  it('lists every key once, so the help dialog and the handler agree', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    const all = new Set(['markers', 'clip'] as const);
    for (const s of SHORTCUTS) for (const k of s.keys) expect(commandForKey({ key: k }, 'other', all)).toEqual(s.command);
  });
});
