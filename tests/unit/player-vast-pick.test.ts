import { VASTClient } from '@dailymotion/vast-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickLinearAd } from '@/lib/player/vast-pick';

const vast = (linear: string) => `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.0"><Ad id="spot-1"><InLine><AdSystem>Test</AdSystem><AdTitle>Spot</AdTitle>
<Impression><![CDATA[https://track/imp]]></Impression>
<Creatives><Creative id="c1">${linear}</Creative></Creatives></InLine></Ad></VAST>`;

const media = `<MediaFiles>
  <MediaFile delivery="streaming" type="application/x-mpegURL" width="640" height="360"><![CDATA[https://ads/spot.m3u8]]></MediaFile>
  <MediaFile delivery="progressive" type="video/webm" width="640" height="360"><![CDATA[https://ads/spot.webm]]></MediaFile>
  <MediaFile delivery="progressive" type="video/mp4" width="640" height="360"><![CDATA[https://ads/spot.mp4]]></MediaFile>
</MediaFiles>`;

/** Parses a VAST document with the same library the player uses (its fetch is stubbed). */
async function parse(xml: string): Promise<unknown> {
  vi.stubGlobal('fetch', async () => new Response(xml, { status: 200, headers: { 'content-type': 'application/xml' } }));
  return new VASTClient().get('https://ads.test/tag.xml');
}

afterEach(() => vi.unstubAllGlobals());
const playsAll = () => true;

describe('pickLinearAd', () => {
  it('takes a skippable linear ad with its progressive MP4, skip offset and click-through', async () => {
    const response = await parse(
      vast(`<Linear skipoffset="00:00:05"><Duration>00:00:12</Duration>
        <VideoClicks><ClickThrough><![CDATA[https://sponsor.test/landing]]></ClickThrough></VideoClicks>${media}</Linear>`),
    );
    expect(pickLinearAd(response, playsAll)?.ad).toEqual({
      id: 'spot-1',
      mediaUrl: 'https://ads/spot.mp4',
      duration: 12,
      skipOffset: 5,
      clickThroughUrl: 'https://sponsor.test/landing',
    });
  });

  it('reads a percentage skip offset against the duration and no offset as not skippable', async () => {
    const pct = await parse(vast(`<Linear skipoffset="25%"><Duration>00:00:20</Duration>${media}</Linear>`));
    expect(pickLinearAd(pct, playsAll)?.ad.skipOffset).toBe(5);
    const none = await parse(vast(`<Linear><Duration>00:00:20</Duration>${media}</Linear>`));
    expect(pickLinearAd(none, playsAll)?.ad.skipOffset).toBeNull();
    expect(pickLinearAd(none, playsAll)?.ad.clickThroughUrl).toBeNull();
  });

  it('falls back to another progressive file the browser can play', async () => {
    const response = await parse(vast(`<Linear><Duration>00:00:12</Duration>${media}</Linear>`));
    expect(pickLinearAd(response, (type) => type === 'video/webm')?.ad.mediaUrl).toBe('https://ads/spot.webm');
    expect(pickLinearAd(response, () => false)).toBeNull();
  });

  it('finds nothing in an empty VAST', async () => {
    const response = await parse('<?xml version="1.0"?><VAST version="4.0"/>');
    expect(pickLinearAd(response, playsAll)).toBeNull();
  });

  it('refuses non-http media and click-through addresses', async () => {
    const response = await parse(
      vast(`<Linear><Duration>00:00:12</Duration><VideoClicks><ClickThrough><![CDATA[javascript:alert(1)]]></ClickThrough></VideoClicks>
        <MediaFiles><MediaFile delivery="progressive" type="video/mp4"><![CDATA[https://ads/ok.mp4]]></MediaFile></MediaFiles></Linear>`),
    );
    expect(pickLinearAd(response, playsAll)?.ad.clickThroughUrl).toBeNull();
    expect(
      pickLinearAd(
        { ads: [{ id: 'x', creatives: [{ type: 'linear', mediaFiles: [{ fileURL: 'data:video/mp4;base64,AA', mimeType: 'video/mp4' }] }] }] },
        playsAll,
      ),
    ).toBeNull();
  });

  it('tolerates shapes that are not VAST responses', () => {
    expect(pickLinearAd(null, playsAll)).toBeNull();
    expect(pickLinearAd({ ads: 'nope' }, playsAll)).toBeNull();
    expect(pickLinearAd({ ads: [null, { creatives: [null, { type: 'linear' }] }] }, playsAll)).toBeNull();
  });
});
