/** Where the portal serves hls.js (app/vendor): one file per hls.js version, so it can be cached for good. */
import { publicEnv } from '@/lib/public-env';

export const HLS_ASSET = `hls-${publicEnv.hlsVersion}.min.js`;
export const HLS_SCRIPT_URL = `/vendor/${HLS_ASSET}`;
