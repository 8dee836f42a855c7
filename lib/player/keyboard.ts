/**
 * The player's keyboard shortcuts (YouTube's well-known set) as data: the help dialog lists the same
 * table the key handler reads, so they cannot drift apart. Arrow keys keep their meaning in RTL
 * locales because the timeline itself stays left-to-right (see components/player/README.md).
 */

export type PlayerCommand =
  | { type: 'togglePlay' }
  | { type: 'seekBy'; seconds: number }
  | { type: 'seekToStart' }
  | { type: 'seekToEnd' }
  | { type: 'volumeBy'; delta: number }
  | { type: 'toggleMute' }
  | { type: 'toggleFullscreen' }
  | { type: 'toggleCaptions' }
  | { type: 'showHelp' }
  | { type: 'nextMarker' }
  | { type: 'previousMarker' }
  | { type: 'clipIn' }
  | { type: 'clipOut' };

/**
 * Shortcuts that exist only when the page uses the feature: markers (tags on the seek bar) and clip
 * in/out points. Without it the key is left to the browser and the help does not list it.
 */
export type ShortcutFeature = 'markers' | 'clip';

/** Message keys under player.shortcuts for the help dialog. */
export type ShortcutLabel =
  | 'togglePlay'
  | 'back10'
  | 'forward10'
  | 'back5'
  | 'forward5'
  | 'volumeUp'
  | 'volumeDown'
  | 'start'
  | 'end'
  | 'mute'
  | 'fullscreen'
  | 'captions'
  | 'help'
  | 'nextMarker'
  | 'previousMarker'
  | 'clipIn'
  | 'clipOut';

export interface Shortcut {
  /** KeyboardEvent.key values (lower-case for letters). */
  keys: readonly string[];
  /** What the help dialog prints in <kbd> for each key. */
  display: readonly string[];
  label: ShortcutLabel;
  command: PlayerCommand;
  feature?: ShortcutFeature;
}

export const SEEK_SMALL_S = 5;
export const SEEK_LARGE_S = 10;
export const VOLUME_STEP = 0.05;

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: [' ', 'k'], display: ['Space', 'K'], label: 'togglePlay', command: { type: 'togglePlay' } },
  { keys: ['j'], display: ['J'], label: 'back10', command: { type: 'seekBy', seconds: -SEEK_LARGE_S } },
  { keys: ['l'], display: ['L'], label: 'forward10', command: { type: 'seekBy', seconds: SEEK_LARGE_S } },
  { keys: ['arrowleft'], display: ['←'], label: 'back5', command: { type: 'seekBy', seconds: -SEEK_SMALL_S } },
  { keys: ['arrowright'], display: ['→'], label: 'forward5', command: { type: 'seekBy', seconds: SEEK_SMALL_S } },
  { keys: ['arrowup'], display: ['↑'], label: 'volumeUp', command: { type: 'volumeBy', delta: VOLUME_STEP } },
  { keys: ['arrowdown'], display: ['↓'], label: 'volumeDown', command: { type: 'volumeBy', delta: -VOLUME_STEP } },
  { keys: ['home'], display: ['Home'], label: 'start', command: { type: 'seekToStart' } },
  { keys: ['end'], display: ['End'], label: 'end', command: { type: 'seekToEnd' } },
  { keys: ['m'], display: ['M'], label: 'mute', command: { type: 'toggleMute' } },
  { keys: ['f'], display: ['F'], label: 'fullscreen', command: { type: 'toggleFullscreen' } },
  { keys: ['c'], display: ['C'], label: 'captions', command: { type: 'toggleCaptions' } },
  { keys: ['n'], display: ['N'], label: 'nextMarker', command: { type: 'nextMarker' }, feature: 'markers' },
  { keys: ['p'], display: ['P'], label: 'previousMarker', command: { type: 'previousMarker' }, feature: 'markers' },
  { keys: ['i'], display: ['I'], label: 'clipIn', command: { type: 'clipIn' }, feature: 'clip' },
  { keys: ['o'], display: ['O'], label: 'clipOut', command: { type: 'clipOut' }, feature: 'clip' },
  { keys: ['?'], display: ['?'], label: 'help', command: { type: 'showHelp' } },
];

/** The shortcuts that apply with these features on (the help dialog lists these). */
export function shortcutsFor(features: ReadonlySet<ShortcutFeature>): Shortcut[] {
  return SHORTCUTS.filter((s) => s.feature === undefined || features.has(s.feature));
}

const NO_FEATURES: ReadonlySet<ShortcutFeature> = new Set();

const BY_KEY = new Map<string, Shortcut>(SHORTCUTS.flatMap((s) => s.keys.map((k) => [k, s] as const)));

export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/**
 * Where the key was pressed: typing in a field must never trigger a shortcut; Space and Enter on a
 * button or menu item activate that control; a slider handles its own arrows, Home and End.
 */
export type KeyTarget = 'text' | 'button' | 'slider' | 'other';

/** The command for a key press, or null to leave the event to the browser. */
export function commandForKey(event: KeyLike, target: KeyTarget = 'other', features: ReadonlySet<ShortcutFeature> = NO_FEATURES): PlayerCommand | null {
  // Ctrl/Cmd/Alt combinations belong to the browser and assistive technology (e.g. Ctrl+F, Alt+←).
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (target === 'text') return null;
  // Letters arrive upper-case with Caps Lock or Shift; named keys ('ArrowLeft') are compared lower-case.
  const key = event.key.toLowerCase();
  if (target === 'button' && (key === ' ' || key === 'enter')) return null;
  if (target === 'slider' && ['arrowleft', 'arrowright', 'arrowup', 'arrowdown', 'home', 'end', 'pageup', 'pagedown'].includes(key)) return null;
  const shortcut = BY_KEY.get(key);
  if (!shortcut || (shortcut.feature !== undefined && !features.has(shortcut.feature))) return null;
  return shortcut.command;
}

/** Classifies an element for commandForKey (kept DOM-light so tests can pass plain objects). */
export function keyTargetOf(
  el: { tagName?: string; isContentEditable?: boolean; getAttribute?: (name: string) => string | null; type?: string } | null,
): KeyTarget {
  if (!el || !el.tagName) return 'other';
  const tag = el.tagName.toLowerCase();
  const role = el.getAttribute?.('role') ?? '';
  if (el.isContentEditable || tag === 'textarea' || tag === 'select') return 'text';
  if (tag === 'input') {
    const type = (el.type ?? 'text').toLowerCase();
    if (type === 'range') return 'slider';
    if (['button', 'checkbox', 'radio', 'submit', 'reset'].includes(type)) return 'button';
    return 'text';
  }
  if (role === 'slider') return 'slider';
  if (tag === 'button' || tag === 'a' || role === 'button' || role.startsWith('menuitem') || role === 'tab' || role === 'option') return 'button';
  return 'other';
}
