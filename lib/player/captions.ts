/** Which subtitle track the captions button turns on: the last one chosen, else the page language's. */

export interface CaptionTrack {
  index: number;
  lang: string;
}

export function preferredTextTrack(tracks: readonly CaptionTrack[], locale: string, last: number | null): number {
  if (last !== null && tracks.some((t) => t.index === last)) return last;
  const language = locale.toLowerCase().split('-')[0] ?? '';
  const exact = tracks.find((t) => t.lang.toLowerCase() === locale.toLowerCase());
  const sameLanguage = tracks.find((t) => (t.lang.toLowerCase().split('-')[0] ?? '') === language);
  return (exact ?? sameLanguage ?? tracks[0])?.index ?? -1;
}
