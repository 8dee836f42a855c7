/**
 * The token of the stream the engine plays (stream-engine.ts), for signed addresses
 * (lib/player/media-token.ts): a fresh token for the same stream is sent from the next request on
 * (hls.js' xhrSetup) without reloading anything, and a refused request (403: an expired token, e.g.
 * from a cached page) asks the page for a fresh address once per token and waits for it, instead of
 * showing an error at once.
 */
import { mediaTokenOf, withMediaToken } from '@/lib/player/media-token';

/** How long a refused stream waits for the page's fresh address before showing the error. */
const FRESH_SOURCE_TIMEOUT_MS = 10_000;

export class SignedAddress {
  /** The newest token for the current stream: what every request carries. */
  token: string | null = null;
  /** The token the current source was loaded with. */
  private loadedToken: string | null = null;
  /** The token a refusal was seen with (a fresh address is asked for once per token). */
  private refusedToken: string | null = null;
  /** A refused stream waiting for its fresh address; the error shows if none comes. */
  private waiting: ReturnType<typeof setTimeout> | null = null;

  /** `requestFreshSource` asks the page for the stream's addresses again; false when it cannot. */
  constructor(private readonly requestFreshSource: () => boolean) {}

  /** A source starts playing `url`: its token is the current one. */
  loaded(url: string | null): void {
    this.token = this.loadedToken = mediaTokenOf(url)?.token ?? null;
  }

  /** A fresher address came since the current source loaded (a renewal racing a refusal). */
  get renewedSinceLoad(): boolean {
    return this.token !== this.loadedToken;
  }

  /** A refused stream is waiting for its fresh address. */
  get awaiting(): boolean {
    return this.waiting !== null;
  }

  /** hls.js' request hook: the current token in place of the one the playlist was read with. */
  readonly xhrSetup = (xhr: XMLHttpRequest, requestUrl: string): void => {
    const next = withMediaToken(requestUrl, this.token);
    if (next !== requestUrl) xhr.open('GET', next, true);
  };

  /**
   * A request was refused (hls.js: 403; native: any error, it gives no status). With a signed
   * address, ask the page for a fresh one (once per token) and, if playback stopped, wait for it,
   * calling `giveUp` if none comes in time. False: nothing to renew, handle it as an error.
   */
  refused(stopped: boolean, giveUp: () => void): boolean {
    if (this.token === null) return false;
    // Asked already for this token: its fresh address is on its way (a new one means a new token).
    if (this.refusedToken !== this.token) {
      if (!this.requestFreshSource()) return false;
      this.refusedToken = this.token;
    }
    if (stopped && this.waiting === null) {
      this.waiting = setTimeout(() => {
        this.waiting = null;
        giveUp();
      }, FRESH_SOURCE_TIMEOUT_MS);
    }
    return true;
  }

  /** The source is torn down: no refusal is waited for any more. */
  stopWaiting(): void {
    if (this.waiting !== null) clearTimeout(this.waiting);
    this.waiting = null;
  }
}
