import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createAdmission } from '@/portal-server/admission';

class FakeResponse extends EventEmitter {
  destroyed = false;
  /** The response ends: sent, or the viewer left. */
  close() {
    this.destroyed = true;
    this.emit('close');
  }
}

describe('admission', () => {
  it('works on at most the limit at once and starts the rest in arrival order as places free', () => {
    const admission = createAdmission(2);
    const started: number[] = [];
    const responses = [0, 1, 2, 3].map((i) => {
      const res = new FakeResponse();
      admission.admit(res, () => started.push(i));
      return res;
    });
    expect(started).toEqual([0, 1]);
    expect([admission.active, admission.waiting]).toEqual([2, 2]);
    responses[1]!.close();
    expect(started).toEqual([0, 1, 2]);
    responses[0]!.close();
    expect(started).toEqual([0, 1, 2, 3]);
    expect([admission.active, admission.waiting]).toEqual([2, 0]);
    responses[2]!.close();
    responses[3]!.close();
    expect(admission.active).toBe(0);
  });

  it('skips a request whose viewer left while it waited', () => {
    const admission = createAdmission(1);
    const started: string[] = [];
    const first = new FakeResponse();
    const gone = new FakeResponse();
    const last = new FakeResponse();
    admission.admit(first, () => started.push('first'));
    admission.admit(gone, () => started.push('gone'));
    admission.admit(last, () => started.push('last'));
    gone.close();
    first.close();
    expect(started).toEqual(['first', 'last']);
    expect([admission.active, admission.waiting]).toEqual([1, 0]);
  });
});
