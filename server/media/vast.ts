/**
 * Local VAST 4.0 tags and an in-memory tracking sink. The portal parses the tags with
 * @dailymotion/vast-client and plays the ad itself; tests read the recorded hits to prove the
 * player fired impression, quartiles, skip and click at the right moments.
 */
import type { VastTag } from './urls';

/** Must match the committed fixtures/ads/preroll.mp4 (scripts/generate-media.sh). */
export const AD_MEDIA = { file: 'preroll.mp4', seconds: 12, width: 640, height: 360, kbps: 71 } as const;
export const SKIP_OFFSET = '00:00:05';

const TRACKED_EVENTS = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;

const cdata = (url: string) => `<![CDATA[${url}]]>`;
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function trackUrl(publicBase: string, ad: string, ev: string, extra = ''): string {
  return `${publicBase}/media/vast/track?ad=${encodeURIComponent(ad)}&ev=${encodeURIComponent(ev)}${extra}`;
}

function linearAd(publicBase: string, tag: VastTag, skippable: boolean): string {
  const t = (ev: string) => cdata(trackUrl(publicBase, tag, ev));
  const events = skippable ? [...TRACKED_EVENTS, 'skip'] : [...TRACKED_EVENTS];
  const tracking = events.map((ev) => `              <Tracking event="${ev}">${t(ev)}</Tracking>`).join('\n');
  const skip = skippable ? ` skipoffset="${SKIP_OFFSET}"` : '';
  const duration = `00:00:${String(AD_MEDIA.seconds).padStart(2, '0')}`;
  // The landing page is a local generated banner so a click never leaves the offline test machine.
  const landing = `${publicBase}/media/img/banner/sponsor.svg?title=${encodeURIComponent('Sponsor landing page')}&variant=wide`;
  const title = skippable ? 'Sponsor pre-roll (skippable after 5 s)' : 'Sponsor pre-roll (not skippable)';
  return `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.0" xmlns="http://www.iab.com/VAST">
  <Ad id="${attr(tag)}">
    <InLine>
      <AdSystem version="1.0">Reference API</AdSystem>
      <AdServingId>${attr(tag)}-1</AdServingId>
      <AdTitle>${title}</AdTitle>
      <Error>${cdata(trackUrl(publicBase, tag, 'error', '&code=[ERRORCODE]'))}</Error>
      <Impression id="${attr(tag)}-impression">${t('impression')}</Impression>
      <Creatives>
        <Creative id="${attr(tag)}-creative" sequence="1">
          <UniversalAdId idRegistry="reference-api">${attr(tag)}</UniversalAdId>
          <Linear${skip}>
            <Duration>${duration}</Duration>
            <TrackingEvents>
${tracking}
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough id="${attr(tag)}-clickthrough">${cdata(landing)}</ClickThrough>
              <ClickTracking id="${attr(tag)}-click">${t('click')}</ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile id="${attr(tag)}-mp4" delivery="progressive" type="video/mp4" width="${AD_MEDIA.width}" height="${AD_MEDIA.height}" bitrate="${AD_MEDIA.kbps}" codec="avc1.4d401e,mp4a.40.2">${cdata(`${publicBase}/media/ads/${AD_MEDIA.file}`)}</MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
`;
}

/** The document served for each tag; `broken` is deliberately not well-formed XML. */
export function vastDocument(tag: VastTag, publicBase: string): string {
  switch (tag) {
    case 'preroll-skippable':
      return linearAd(publicBase, tag, true);
    case 'preroll-linear':
      return linearAd(publicBase, tag, false);
    case 'broken':
      return '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.0"><Ad id="broken"><InLine><AdSystem>Reference API</AdSystem><AdTitle>Unclosed & broken\n';
    case 'empty':
      return '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.0"/>\n';
  }
}

export type TrackingHit = { ad: string; ev: string; at: string };

/** Recent tracking hits, newest last; bounded so a long-running dev server cannot grow forever. */
export class TrackingLog {
  private hits: TrackingHit[] = [];
  constructor(private readonly limit = 1000) {}

  record(ad: string, ev: string, at: Date): void {
    this.hits.push({ ad, ev, at: at.toISOString() });
    if (this.hits.length > this.limit) this.hits.splice(0, this.hits.length - this.limit);
  }

  list(): TrackingHit[] {
    return [...this.hits];
  }

  clear(): void {
    this.hits = [];
  }
}
