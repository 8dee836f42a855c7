import { describe, expect, it, vi } from 'vitest';
import { RealtimeClient, SOCKET_OPTIONS } from '@/lib/realtime/socket';

/** A stand-in for socket.io-client's io(): records emits, acks them (ok unless told), and can fake a reconnect. */
function fakeIo(answer: (name: string) => { ok: boolean; error?: string } = () => ({ ok: true })) {
  const emitted: [string, unknown][] = [];
  const listeners = new Map<string, (p: unknown) => void>();
  const socket = {
    on: (event: string, fn: (p: unknown) => void) => listeners.set(event, fn),
    timeout: () => ({ emitWithAck: async (name: string, payload: unknown) => (emitted.push([name, payload]), answer(name)) }),
    connect: vi.fn(),
    disconnect: vi.fn(),
  };
  const io = vi.fn(() => socket);
  return {
    io,
    socket,
    emitted,
    serverSends: (event: string, payload: unknown) => listeners.get(event)?.(payload),
    /** The socket's 'connect': the first connection, then each reconnection. */
    connected: () => listeners.get('connect')?.(undefined),
    load: async () => ({ io }) as unknown as typeof import('socket.io-client'),
  };
}

describe('realtime client', () => {
  it('connects to socket_base on path /ws over websocket with the SPEC §9 timings', async () => {
    const fake = fakeIo();
    await new RealtimeClient('http://api.test', fake.load).joinEventRoom('5');
    expect(fake.io).toHaveBeenCalledWith('http://api.test', SOCKET_OPTIONS);
    expect(SOCKET_OPTIONS).toMatchObject({
      path: '/ws',
      transports: ['websocket'],
      timeout: 20_000,
      reconnectionDelay: 1_000,
      reconnectionDelayMax: 5_000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
    });
  });

  it('joins rooms with an acknowledgement and joins them again after a reconnect', async () => {
    const fake = fakeIo();
    const client = new RealtimeClient('http://api.test', fake.load);
    await expect(client.joinUserRoom('u1')).resolves.toEqual({ ok: true });
    await client.joinEventRoom('e1');
    await client.leaveEventRoom('e1', 'demo');
    fake.connected();
    expect(fake.emitted.filter(([name]) => name.startsWith('join'))).toHaveLength(2);
    fake.emitted.length = 0;
    fake.connected();
    await vi.waitFor(() =>
      expect(fake.emitted).toEqual([
        ['join-user-room', { userId: 'u1' }],
        ['register-user', { userId: 'u1' }],
      ]),
    );
  });

  it('registers the user once the user room is joined with its token, and not when the join is refused', async () => {
    const fake = fakeIo();
    await new RealtimeClient('http://api.test', fake.load).joinUserRoom('u1', () => 'tok');
    expect(fake.emitted).toEqual([
      ['join-user-room', { userId: 'u1', token: 'tok' }],
      ['register-user', { userId: 'u1' }],
    ]);

    const refused = fakeIo((name) => (name === 'join-user-room' ? { ok: false, error: 'unauthorized' } : { ok: true }));
    await expect(new RealtimeClient('http://api.test', refused.load).joinUserRoom('u1', () => 'old')).resolves.toEqual({ ok: false });
    expect(refused.emitted.map(([name]) => name)).toEqual(['join-user-room']);
  });

  it('unregisters the user before leaving the user room, and does not register a user who left during the join', async () => {
    const fake = fakeIo();
    const client = new RealtimeClient('http://api.test', fake.load);
    await client.joinUserRoom('u1', () => 'tok');
    fake.emitted.length = 0;
    await expect(client.leaveUserRoom('u1')).resolves.toEqual({ ok: true });
    expect(fake.emitted).toEqual([
      ['unregister-user', { userId: 'u1' }],
      ['leave-user-room', { userId: 'u1' }],
    ]);

    fake.emitted.length = 0;
    let giveToken: (token: string) => void = () => {};
    const joining = client.joinUserRoom('u2', () => new Promise<string>((resolve) => (giveToken = resolve)));
    const leaving = client.leaveUserRoom('u2');
    await vi.waitFor(() => expect(fake.emitted).toHaveLength(2));
    giveToken('tok');
    await Promise.all([joining, leaving]);
    expect(fake.emitted.map(([name]) => name)).not.toContain('register-user');
  });

  it('connects again after the server itself ended the connection (a restart), and not after a disconnect of its own', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeIo();
      const client = new RealtimeClient('http://api.test', fake.load);
      await client.joinEventRoom('e1');
      fake.serverSends('disconnect', 'transport close');
      fake.serverSends('disconnect', 'io server disconnect');
      await vi.advanceTimersByTimeAsync(SOCKET_OPTIONS.reconnectionDelayMax);
      expect(fake.socket.connect).toHaveBeenCalledOnce();
      client.disconnect();
      fake.serverSends('disconnect', 'io server disconnect');
      await vi.advanceTimersByTimeAsync(SOCKET_OPTIONS.reconnectionDelayMax);
      expect(fake.socket.connect).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves an event room naming the customer', async () => {
    const fake = fakeIo();
    const client = new RealtimeClient('http://api.test', fake.load);
    await client.leaveEventRoom('e1', 'demo');
    expect(fake.emitted).toContainEqual(['leave-event-room', { eventId: 'e1', customer: 'demo' }]);
  });

  it('delivers server messages to subscribers until they unsubscribe', async () => {
    const fake = fakeIo();
    const client = new RealtimeClient('http://api.test', fake.load);
    const handler = vi.fn();
    const off = client.on('update-event', handler);
    await client.joinEventRoom('e1');
    fake.serverSends('update-event', { eventId: 'e1' });
    off();
    fake.serverSends('update-event', { eventId: 'e1' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('is off with a single warning when no socket_base is configured', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = new RealtimeClient(undefined, fakeIo().load);
    await expect(client.joinEventRoom('1')).resolves.toEqual({ ok: false });
    await client.joinUserRoom('u');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
