/**
 * Where the portal serves hls.js (app/vendor): one file per hls.js version and build (the file
 * ends with the player's early start), so it can be cached for good.
 */
import { publicEnv } from '@/lib/public-env';

export const HLS_ASSET = `hls-${publicEnv.hlsVersion}-${publicEnv.buildId}.js`;
export const HLS_SCRIPT_URL = `/vendor/${HLS_ASSET}`;
