/**
 * The player's control bar as a viewer meets it: rendered from a PlayerModel built here (plain
 * values, vi.fn() commands), so each test sets the state the engine would report and checks what the
 * viewer sees and which command a press or a key sends — no <video>, no hls.js. One file, over 300
 * lines: each control is a few cases on the one model.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { PlayerCommands } from '@/components/player/hooks/player-commands';
import type { PlayerModel } from '@/components/player/hooks/use-player';
import type { ScreenModes } from '@/components/player/hooks/use-screen-modes';
import { ControlBar } from '@/components/player/ui/control-bar';
import { INITIAL_MEDIA, type MediaSnapshot } from '@/lib/player/engine/media-store';
import { INITIAL_STREAM_STATE, type StreamState } from '@/lib/player/engine/stream-state';
import { liveWindow } from '@/lib/player/live';
import { renderWithIntl } from './support/render';

/** Every command as a mock of its own signature, so a test can ask what was called, with what. */
type MockCommands = { [K in keyof PlayerCommands]: Mock<PlayerCommands[K]> };
type MockScreen = Omit<ScreenModes, 'toggleFullscreen' | 'togglePip' | 'promptRemote'> & {
  toggleFullscreen: Mock<ScreenModes['toggleFullscreen']>;
  togglePip: Mock<ScreenModes['togglePip']>;
  promptRemote: Mock<ScreenModes['promptRemote']>;
};
type TestModel = Omit<PlayerModel, 'commands' | 'screen'> & { commands: MockCommands; screen: MockScreen };

interface ModelInput extends Partial<Omit<TestModel, 'media' | 'stream' | 'screen' | 'commands'>> {
  media?: Partial<MediaSnapshot>;
  stream?: Partial<StreamState>;
  screen?: Partial<Omit<ScreenModes, 'toggleFullscreen' | 'togglePip' | 'promptRemote'>>;
}

const commands = (): MockCommands => ({
  play: vi.fn<PlayerCommands['play']>(),
  pause: vi.fn<PlayerCommands['pause']>(),
  togglePlay: vi.fn<PlayerCommands['togglePlay']>(),
  seek: vi.fn<PlayerCommands['seek']>(),
  seekBy: vi.fn<PlayerCommands['seekBy']>(),
  seekToStart: vi.fn<PlayerCommands['seekToStart']>(),
  seekToEnd: vi.fn<PlayerCommands['seekToEnd']>(),
  goLive: vi.fn<PlayerCommands['goLive']>(),
  startOver: vi.fn<PlayerCommands['startOver']>(),
  setVolume: vi.fn<PlayerCommands['setVolume']>(),
  toggleMute: vi.fn<PlayerCommands['toggleMute']>(),
  toggleCaptions: vi.fn<PlayerCommands['toggleCaptions']>(),
  setTextTrack: vi.fn<PlayerCommands['setTextTrack']>(),
  setLevel: vi.fn<PlayerCommands['setLevel']>(),
  setView: vi.fn<PlayerCommands['setView']>(),
  retry: vi.fn<PlayerCommands['retry']>(),
  skipAd: vi.fn<PlayerCommands['skipAd']>(),
  adClickThrough: vi.fn<PlayerCommands['adClickThrough']>(),
  showHelp: vi.fn<PlayerCommands['showHelp']>(),
  selectMarker: vi.fn<PlayerCommands['selectMarker']>(),
  jumpMarker: vi.fn<PlayerCommands['jumpMarker']>(() => null),
  markClip: vi.fn<PlayerCommands['markClip']>(() => null),
});

/** A VOD of 10 minutes, paused at 1:05, at full volume, one camera, full screen offered. */
function playerModel({ media, stream, screen: screenModes, ...rest }: ModelInput = {}): TestModel {
  const url = 'https://cdn.test/hd/master.m3u8';
  const m: MediaSnapshot = { ...INITIAL_MEDIA, hasPlayed: true, currentTime: 65, duration: 600, bufferedEnd: 90, ...media };
  return {
    root: null,
    stream: { ...INITIAL_STREAM_STATE, engine: 'hls.js', url, live: false, ...stream },
    media: m,
    ad: { phase: 'done', outcome: 'no-ad' },
    adMuted: false,
    adView: null,
    status: m.paused ? 'paused' : 'playing',
    live: false,
    liveWin: null,
    position: m.currentTime,
    views: ['hd'],
    view: 'hd',
    url,
    startUrl: url,
    latencyTarget: null,
    hasPreroll: false,
    requested: true,
    mutedByPolicy: false,
    helpOpen: false,
    setHelpOpen: vi.fn(),
    features: new Set(),
    spoilerSafe: false,
    markers: [],
    clip: null,
    screen: {
      fullscreen: false,
      canFullscreen: true,
      pip: false,
      canPip: false,
      remote: null,
      ...screenModes,
      toggleFullscreen: vi.fn(),
      togglePip: vi.fn(),
      promptRemote: vi.fn(),
    },
    commands: commands(),
    ...rest,
  };
}

/**
 * A live stream whose DVR window runs from 100 s to 406 s of media time: with 2 s segments the edge
 * is held back three of them, at 400 s (the window the real lib/player/live.ts computes).
 */
function liveModel({ currentTime, seekableStart = 100, latency = null }: { currentTime: number; seekableStart?: number; latency?: number | null }) {
  const liveWin = liveWindow({ currentTime, seekableStart, seekableEnd: 406, targetDuration: 2 });
  return playerModel({
    live: true,
    liveWin,
    position: currentTime,
    media: { paused: false, currentTime, duration: Number.POSITIVE_INFINITY, seekableStart, seekableEnd: 406 },
    stream: { live: true, latency, targetDuration: 2 },
  });
}

/** Renders the bar with its first props; the function returned gives it new ones, as the player does. */
function renderChangingBar(first: { model: TestModel; hidden: boolean }) {
  let show: (next: { model: TestModel; hidden: boolean }) => void = () => undefined;
  function Bar() {
    const [props, setProps] = useState(first);
    show = setProps;
    return <ControlBar model={props.model} hidden={props.hidden} />;
  }
  renderWithIntl(<Bar />);
  return (next: { model: TestModel; hidden: boolean }) => show(next);
}

const renderBar = (model: TestModel, locale: 'en' | 'he' = 'en') =>
  renderWithIntl(
    <div dir={locale === 'he' ? 'rtl' : 'ltr'}>
      <ControlBar model={model} hidden={false} />
    </div>,
    { locale },
  );

const button = (name: string) => screen.getByRole('button', { name });
const seekBar = () => screen.getByRole('slider', { name: 'Seek' });

/**
 * Arrow keys on a native range: the browser moves it one step (its step, min and max attributes)
 * and fires input/change. Neither happy-dom (no stepUp for ranges) nor user-event does that, so after
 * the key press this plays the browser's part from the element's own attributes.
 */
async function arrowOnRange(user: ReturnType<typeof userEvent.setup>, range: HTMLInputElement, key: 'ArrowUp' | 'ArrowDown') {
  range.focus();
  await user.keyboard(`{${key}}`);
  const [min, max, step] = [Number(range.min || 0), Number(range.max || 100), Number(range.step || 1)];
  const next = Math.min(max, Math.max(min, Number(range.value) + (key === 'ArrowUp' ? step : -step)));
  fireEvent.change(range, { target: { value: String(next) } });
}

describe('ControlBar', () => {
  it('names the play button after what it will do, and presses toggle play', async () => {
    const user = userEvent.setup();
    const paused = playerModel({ media: { paused: true } });
    const first = renderBar(paused);
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    await user.click(button('Play'));
    expect(paused.commands.togglePlay).toHaveBeenCalledTimes(1);
    expect(paused.commands.play).not.toHaveBeenCalled();
    first.unmount();

    const playing = playerModel({ media: { paused: false } });
    const second = renderBar(playing);
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    await user.click(button('Pause'));
    expect(playing.commands.togglePlay).toHaveBeenCalledTimes(1);
    second.unmount();

    renderBar(playerModel({ media: { paused: true, ended: true, currentTime: 600 } }));
    expect(button('Replay')).toBeInTheDocument();
  });

  it('mutes and unmutes, and moves the volume by its 5 % step with the arrow keys', async () => {
    const user = userEvent.setup();
    const model = playerModel({ media: { volume: 0.5, muted: false } });
    const first = renderBar(model);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveValue('50');
    expect(volume).toHaveAttribute('aria-valuetext', '50%');
    await user.click(button('Mute'));
    expect(model.commands.toggleMute).toHaveBeenCalledTimes(1);
    await arrowOnRange(user, volume as HTMLInputElement, 'ArrowUp');
    expect(model.commands.setVolume).toHaveBeenLastCalledWith(0.55);
    // Controlled by the player's state, which only the <video> changes: the slider stays where it was.
    expect(volume).toHaveValue('50');
    await arrowOnRange(user, volume as HTMLInputElement, 'ArrowDown');
    expect(model.commands.setVolume).toHaveBeenLastCalledWith(0.45);
    first.unmount();

    // Muted, the slider reads zero whatever the volume was; the first step up brings the sound back.
    const muted = playerModel({ media: { volume: 0.8, muted: true } });
    renderBar(muted);
    const silent = screen.getByRole('slider', { name: 'Volume' });
    expect(silent).toHaveValue('0');
    expect(silent).toHaveAttribute('aria-valuetext', '0%');
    await user.click(button('Unmute'));
    expect(muted.commands.toggleMute).toHaveBeenCalledTimes(1);
    await arrowOnRange(user, silent as HTMLInputElement, 'ArrowUp');
    expect(muted.commands.setVolume).toHaveBeenCalledWith(0.05);
  });

  it('is a seek slider that speaks the time, steps 5 s with the arrows, 10 s with Page keys, and goes to the ends with Home / End', async () => {
    const user = userEvent.setup();
    const model = playerModel({ media: { currentTime: 65, duration: 600 } });
    renderBar(model);
    const seek = seekBar();
    expect(seek).toHaveAttribute('aria-valuemin', '0');
    expect(seek).toHaveAttribute('aria-valuemax', '600');
    expect(seek).toHaveAttribute('aria-valuenow', '65');
    expect(seek).toHaveAttribute('aria-valuetext', '1 minute, 5 seconds of 10 minutes');
    expect(screen.getByText('1:05 / 10:00')).toBeInTheDocument();

    seek.focus();
    const sought: number[] = [];
    for (const key of ['{ArrowRight}', '{ArrowLeft}', '{ArrowUp}', '{ArrowDown}', '{PageUp}', '{PageDown}', '{Home}', '{End}']) {
      await user.keyboard(key);
      sought.push(model.commands.seek.mock.lastCall?.[0] ?? Number.NaN);
    }
    expect(sought).toEqual([70, 60, 70, 60, 75, 55, 0, 600]);
  });

  it('while hidden keeps what it showed as it hid, and shows the current time again as it comes back', () => {
    const playingAt = (currentTime: number) => playerModel({ media: { paused: false, currentTime } });
    const show = renderChangingBar({ model: playingAt(65), hidden: false });
    expect(screen.getByText('1:05 / 10:00')).toBeInTheDocument();

    act(() => show({ model: playingAt(66), hidden: true }));
    expect(screen.getByText('1:06 / 10:00')).toBeInTheDocument();
    act(() => show({ model: playingAt(67), hidden: true }));
    expect(screen.getByText('1:06 / 10:00')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek', hidden: true })).toHaveAttribute('aria-valuenow', '66');

    act(() => show({ model: playingAt(68), hidden: false }));
    expect(screen.getByText('1:08 / 10:00')).toBeInTheDocument();
    expect(seekBar()).toHaveAttribute('aria-valuenow', '68');
  });

  it('while hidden still shows a marker that arrives or goes, without rendering for the media', () => {
    const note = { id: 'c1', time: 7, label: 'Operator note' };
    const playingAt = (currentTime: number, markers: TestModel['markers'] = []) => playerModel({ media: { paused: false, currentTime }, markers });
    const show = renderChangingBar({ model: playingAt(65), hidden: true });
    const marker = () => screen.queryByRole('button', { name: /^Operator note, at 0:07/, hidden: true });
    expect(marker()).not.toBeInTheDocument();

    act(() => show({ model: playingAt(66, [note]), hidden: true }));
    expect(marker()).toBeInTheDocument();
    expect(screen.getByText('1:06 / 10:00')).toBeInTheDocument();
    // The same marker in a new list (a spoiler-free replay's): no render for the media alone.
    act(() => show({ model: playingAt(67, [note]), hidden: true }));
    expect(screen.getByText('1:06 / 10:00')).toBeInTheDocument();

    act(() => show({ model: playingAt(68, []), hidden: true }));
    expect(marker()).not.toBeInTheDocument();
  });

  it('at the live edge: the lit LIVE button, how far behind real time the picture is, start over, and a timeline over the DVR window', async () => {
    const user = userEvent.setup();
    const model = liveModel({ currentTime: 400, latency: 4.2 });
    renderBar(model);
    const live = button('Jump to live');
    expect(live).toHaveTextContent('Live');
    expect(screen.getByText('The picture is 4.2 seconds behind real time')).toBeInTheDocument();
    expect(screen.queryByText(/behind live/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\/ /)).not.toBeInTheDocument();

    const seek = seekBar();
    expect(seek).toHaveAttribute('aria-valuemin', '100');
    expect(seek).toHaveAttribute('aria-valuemax', '400');
    expect(seek).toHaveAttribute('aria-valuetext', 'Live, at the live edge');

    await user.click(live);
    expect(model.commands.goLive).toHaveBeenCalledTimes(1);
    await user.click(button('Start over'));
    expect(model.commands.startOver).toHaveBeenCalledTimes(1);
    seek.focus();
    await user.keyboard('{ArrowRight}');
    expect(model.commands.seek).toHaveBeenLastCalledWith(400);
    await user.keyboard('{ArrowLeft}');
    expect(model.commands.seek).toHaveBeenLastCalledWith(395);
  });

  it('behind the live edge: the time behind instead of the latency, and no start over in a short window', () => {
    renderBar(liveModel({ currentTime: 385, seekableStart: 380, latency: 4.2 }));
    expect(screen.getByText('-0:15')).toBeInTheDocument();
    expect(screen.getByText('15 seconds behind live')).toBeInTheDocument();
    expect(seekBar()).toHaveAttribute('aria-valuetext', '15 seconds behind live');
    expect(screen.queryByText(/behind real time/)).not.toBeInTheDocument();
    expect(button('Jump to live')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });

  it('keeps the length of a spoiler-safe replay to itself: no seek bar, no duration, ±10 s buttons', async () => {
    const user = userEvent.setup();
    const model = playerModel({ spoilerSafe: true, media: { currentTime: 65, duration: 5400 } });
    renderBar(model);
    expect(screen.queryByRole('slider', { name: 'Seek' })).not.toBeInTheDocument();
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/1:30:00|90 minutes|1 hour/);

    await user.click(button('Back 10 seconds'));
    expect(model.commands.seekBy).toHaveBeenLastCalledWith(-10);
    await user.click(button('Forward 10 seconds'));
    expect(model.commands.seekBy).toHaveBeenLastCalledWith(10);
  });

  it('lists the qualities (Auto with the height playing) and the subtitles in settings, and chooses one', async () => {
    const user = userEvent.setup();
    const model = playerModel({
      stream: {
        levels: [
          { index: 0, height: 360, bitrate: 800_000 },
          { index: 1, height: 720, bitrate: 3_000_000 },
          { index: 2, height: 1080, bitrate: 6_000_000 },
        ],
        level: -1,
        playingLevel: 1,
        textTracks: [
          { index: 0, label: 'English', lang: 'en' },
          { index: 1, label: 'Español', lang: 'es' },
        ],
        textTrack: -1,
      },
    });
    renderBar(model);

    await user.click(button('Settings'));
    const menu = within(await screen.findByRole('menu'));
    const choices = menu.getAllByRole('menuitemradio');
    expect(choices.map((c) => c.textContent?.replace('✓', '').trim())).toEqual(['Auto (720p)', '1080p', '720p', '360p', 'Off', 'English', 'Español']);
    expect(menu.getByRole('menuitemradio', { name: 'Auto (720p)' })).toHaveAttribute('aria-checked', 'true');
    expect(menu.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
    await user.click(menu.getByRole('menuitemradio', { name: '1080p' }));
    expect(model.commands.setLevel).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button('Settings'));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Español' }));
    expect(model.commands.setTextTrack).toHaveBeenCalledWith(1);
    expect(model.commands.setLevel).toHaveBeenCalledTimes(1);
  });

  it('names the settings groups, and opens the menu right to left in Hebrew', async () => {
    const user = userEvent.setup();
    const levels = [
      { index: 0, height: 360, bitrate: 800_000 },
      { index: 1, height: 720, bitrate: 3_000_000 },
    ];
    const model = playerModel({ stream: { levels, level: -1, textTracks: [{ index: 0, label: 'English', lang: 'en' }], textTrack: -1 } });
    const { unmount } = renderBar(model);
    await user.click(button('Settings'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('group', { name: 'Quality' })).toBeInTheDocument();
    expect(within(menu).getByRole('group', { name: 'Captions' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('dir', 'ltr');
    unmount();

    renderBar(model, 'he');
    await user.click(button('הגדרות'));
    expect(await screen.findByRole('menu')).toHaveAttribute('dir', 'rtl');
  });

  it('toggles captions and full screen, each button saying its state', async () => {
    const user = userEvent.setup();
    const model = playerModel({ stream: { textTracks: [{ index: 0, label: 'English', lang: 'en' }], textTrack: -1 } });
    const first = renderBar(model);
    const captions = button('Captions');
    expect(captions).toHaveAttribute('aria-pressed', 'false');
    await user.click(captions);
    expect(model.commands.toggleCaptions).toHaveBeenCalledTimes(1);
    await user.click(button('Full screen'));
    expect(model.screen.toggleFullscreen).toHaveBeenCalledTimes(1);
    first.unmount();

    renderBar(playerModel({ stream: { textTracks: [{ index: 0, label: 'English', lang: 'en' }], textTrack: 0 }, screen: { fullscreen: true } }));
    expect(button('Captions')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Exit full screen')).toBeInTheDocument();
  });

  it('offers no captions button without subtitles and no full-screen button where the browser has none', () => {
    renderBar(playerModel({ screen: { canFullscreen: false } }));
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /full screen/i })).not.toBeInTheDocument();
    expect(button('Settings')).toBeInTheDocument();
  });

  it('speaks Hebrew, while the timeline and the time text stay left-to-right and → still seeks forward', async () => {
    const user = userEvent.setup();
    const model = playerModel({ media: { paused: true, volume: 0.5, currentTime: 65, duration: 600 } });
    renderBar(model, 'he');
    expect(button('הפעלה')).toBeInTheDocument();
    expect(button('השתקה')).toBeInTheDocument();
    expect(button('הגדרות')).toBeInTheDocument();
    expect(button('מסך מלא')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'עוצמת קול' })).toBeInTheDocument();

    const seek = screen.getByRole('slider', { name: 'דילוג בזמן' });
    expect(seek).toHaveAttribute('dir', 'ltr');
    expect(seek).toHaveAttribute('aria-valuetext', '1 דקה, 5 שניות מתוך 10 דקות');
    expect(screen.getByText('1:05 / 10:00')).toHaveAttribute('dir', 'ltr');

    seek.focus();
    await user.keyboard('{ArrowRight}');
    expect(model.commands.seek).toHaveBeenLastCalledWith(70);
  });
});
