/**
 * Playback failures as a small set of kinds the viewer can act on, each with a translated message
 * (player.errors.{kind}) and a Retry button. Engine details map onto them here.
 */

export type PlayerErrorKind = 'network' | 'unavailable' | 'media' | 'unsupported' | 'unknown';

export interface PlayerError {
  kind: PlayerErrorKind;
  /** Engine detail for logs and error reports (e.g. hls.js 'manifestLoadError', HTTP 404). */
  detail: string;
}

export interface HlsErrorLike {
  type: string;
  details: string;
  fatal: boolean;
  response?: { code?: number } | undefined;
}

/** A fatal hls.js error. 4xx on the playlist means the stream is not (or no longer) there. */
export function classifyHlsError(data: HlsErrorLike): PlayerError {
  const code = data.response?.code;
  const detail = code ? `${data.details} (HTTP ${code})` : data.details;
  if (data.type === 'networkError') {
    const playlist = /^(manifest|level|audioTrack|subtitleTrack)(Load|Parsing)/i.test(data.details) || data.details === 'manifestParsingError';
    if (playlist && code !== undefined && code >= 400 && code < 500) return { kind: 'unavailable', detail };
    if (data.details === 'manifestParsingError') return { kind: 'unavailable', detail };
    return { kind: 'network', detail };
  }
  if (data.type === 'mediaError') {
    if (data.details === 'manifestIncompatibleCodecsError') return { kind: 'unsupported', detail };
    return { kind: 'media', detail };
  }
  if (data.details === 'manifestParsingError' || data.details === 'levelEmptyError') return { kind: 'unavailable', detail };
  return { kind: 'unknown', detail };
}

/** The HTMLMediaElement's MediaError codes (the native engine's only signal). */
export function classifyMediaError(code: number | undefined, message = ''): PlayerError {
  switch (code) {
    case 2:
      return { kind: 'network', detail: `MEDIA_ERR_NETWORK ${message}`.trim() };
    case 3:
      return { kind: 'media', detail: `MEDIA_ERR_DECODE ${message}`.trim() };
    case 4:
      // Native HLS reports a missing playlist (404) and an unplayable format alike.
      return { kind: 'unavailable', detail: `MEDIA_ERR_SRC_NOT_SUPPORTED ${message}`.trim() };
    default:
      return { kind: 'unknown', detail: `MediaError ${code ?? '?'} ${message}`.trim() };
  }
}
