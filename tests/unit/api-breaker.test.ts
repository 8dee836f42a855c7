import { describe, expect, it } from 'vitest';
import { breakerFor, createBreaker } from '@/lib/api/breaker';

function clock() {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

const options = (now: () => number) => ({ threshold: 5, windowMs: 10_000, cooldownMs: 10_000, now });

describe('circuit breaker', () => {
  it('opens after 5 failures within 10 s and refuses calls', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 4; i++) b.failure();
    expect(b.state()).toBe('closed');
    expect(b.allow()).toBe(true);
    b.failure();
    expect(b.state()).toBe('open');
    expect(b.allow()).toBe(false);
    expect(b.retryInMs()).toBe(10_000);
  });

  it('forgets failures older than the window', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 4; i++) b.failure();
    c.advance(10_001);
    b.failure();
    expect(b.state()).toBe('closed');
  });

  it('a success in between starts the count again', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 4; i++) b.failure();
    b.success();
    b.failure();
    expect(b.state()).toBe('closed');
  });

  it('an answer from the cache says nothing while closed, and closes the circuit as the trial', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 4; i++) b.failure();
    b.unheard();
    b.failure();
    expect(b.state()).toBe('open');
    c.advance(10_000);
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false);
    b.unheard();
    expect(b.state()).toBe('closed');
  });

  it('half-opens after the back-off: one trial call, not the ones beside it', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 5; i++) b.failure();
    c.advance(9_999);
    expect(b.allow()).toBe(false);
    c.advance(1);
    expect(b.state()).toBe('half-open');
    expect(b.retryInMs()).toBe(0);
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(false);
  });

  it('closes when the trial succeeds', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 5; i++) b.failure();
    c.advance(10_000);
    expect(b.allow()).toBe(true);
    b.success();
    expect(b.state()).toBe('closed');
    expect(b.allow()).toBe(true);
    expect(b.allow()).toBe(true);
  });

  it('opens again for a whole back-off when the trial fails', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 5; i++) b.failure();
    c.advance(10_000);
    expect(b.allow()).toBe(true);
    c.advance(3_000);
    b.failure();
    expect(b.state()).toBe('open');
    expect(b.retryInMs()).toBe(10_000);
  });

  it('allows a new trial when the previous trial never reported back', () => {
    const c = clock();
    const b = createBreaker(options(c.now));
    for (let i = 0; i < 5; i++) b.failure();
    c.advance(10_000);
    expect(b.allow()).toBe(true);
    c.advance(10_000);
    expect(b.allow()).toBe(true);
  });

  it('keeps one breaker per API base, shared through globalThis', () => {
    expect(breakerFor('http://a.test/')).toBe(breakerFor('http://a.test/'));
    expect(breakerFor('http://a.test/')).not.toBe(breakerFor('http://b.test/'));
  });
});
