/**
 * The test analytics collector: a stand-in for Google's GA4 hosts (the portal's tenant option
 * ga4_collector), so GA4 runs and can be checked without the internet. It serves a small gtag.js
 * that speaks the real one's command queue (js, config, set, event, get) and sends each event to
 * g/collect as gtag.js does, records what g/collect receives — one line per event, fields of the
 * query shared by the lines — and lists it at /test-analytics/hits (filtered by cid, tid or en). A
 * dev tool (API_DEV_TOOLS=1 or NODE_ENV=test, on loopback), like the test survey form.
 */
import type { FastifyInstance } from 'fastify';
import * as z from '@/lib/api/contract/zod';

/** gtag.js' part the portal uses. Events leave one per request; the portal's queue sends its own batches. */
const GTAG = `(function () {
  var src = (document.currentScript && document.currentScript.src) || '';
  var base = src.slice(0, src.indexOf('gtag/js'));
  var tid = '', cid = '', uid = null, up = {}, sid = String(Math.floor(Date.now() / 1000));
  function send(en, p) {
    if (!tid) return;
    var q = new URLSearchParams({ v: '2', tid: tid, cid: cid, sid: sid, en: en, dl: p.page_location || location.href, dt: p.page_title || document.title });
    if (p.page_referrer) q.set('dr', p.page_referrer);
    if (uid) q.set('uid', uid);
    Object.keys(p).forEach(function (k) {
      if (!/^page_/.test(k) && p[k] != null) q.set((typeof p[k] === 'number' ? 'epn.' : 'ep.') + k, String(p[k]));
    });
    Object.keys(up).forEach(function (k) { q.set('up.' + k, String(up[k])); });
    fetch(base + 'g/collect?' + q, { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function run(a) {
    if (a[0] === 'config') {
      var c = a[2] || {};
      tid = a[1];
      cid = c.client_id || cid || Math.floor(Math.random() * 2147483647) + '.' + sid;
      if (c.send_page_view !== false) send('page_view', {});
    } else if (a[0] === 'set' && a[1] === 'user_properties') {
      for (var k in a[2]) up[k] = a[2][k];
    } else if (a[0] === 'set' && a[1] && 'user_id' in a[1]) {
      uid = a[1].user_id;
    } else if (a[0] === 'event') {
      send(a[1], a[2] || {});
    } else if (a[0] === 'get' && typeof a[3] === 'function') {
      a[3](a[2] === 'client_id' ? cid : a[2] === 'session_id' ? sid : undefined);
    }
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < layer.length; i++) run(layer[i]);
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) run(arguments[j]);
    return Array.prototype.push.apply(layer, arguments);
  };
})();
`;

export interface CollectedHit {
  tid: string;
  cid: string;
  uid: string | null;
  sid: string | null;
  en: string;
  dl: string | null;
  dt: string | null;
  dr: string | null;
  /** Event parameters (ep. and epn.), numbers as numbers. */
  params: Record<string, string | number>;
  /** User properties (up.). */
  user: Record<string, string>;
  /** How many events the request carried. */
  batch: number;
  at: string;
}

/** Enough for a test suite's browsers; the oldest go first. */
const KEPT = 5_000;

export function parseCollect(query: URLSearchParams, body: string, at: string): CollectedHit[] {
  const lines = body.split(/\r?\n/).filter((line) => line.trim() !== '');
  const events = lines.length > 0 ? lines.map((line) => new URLSearchParams(line)) : [new URLSearchParams()];
  return events.flatMap((line) => {
    const get = (key: string) => line.get(key) ?? query.get(key);
    const en = get('en');
    const tid = get('tid');
    if (!en || !tid) return [];
    const params: Record<string, string | number> = {};
    const user: Record<string, string> = {};
    for (const source of [query, line]) {
      for (const [key, value] of source) {
        if (key.startsWith('ep.')) params[key.slice(3)] = value;
        else if (key.startsWith('epn.')) params[key.slice(4)] = Number(value);
        else if (key.startsWith('up.')) user[key.slice(3)] = value;
      }
    }
    return [
      { tid, cid: get('cid') ?? '', uid: get('uid'), sid: get('sid'), en, dl: get('dl'), dt: get('dt'), dr: get('dr'), params, user, batch: events.length, at },
    ];
  });
}

const hitsQuery = z.object({ cid: z.optional(z.string()), tid: z.optional(z.string()), en: z.optional(z.string()) });

export default async function testAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const hits: CollectedHit[] = [];

  app.get('/test-analytics/gtag/js', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(GTAG),
  );

  // gtag.js and the portal post text/plain (a no-cors request); Fastify parses it as a string.
  app.post('/test-analytics/g/collect', { schema: { hide: true } }, async (req, reply) => {
    const query = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
    hits.push(...parseCollect(query, typeof req.body === 'string' ? req.body : '', new Date(app.clock()).toISOString()));
    hits.splice(0, Math.max(0, hits.length - KEPT));
    return reply.code(204).send();
  });

  app.get('/test-analytics/hits', { schema: { querystring: hitsQuery, hide: true } }, async (req) => {
    const { cid, tid, en } = req.query as z.output<typeof hitsQuery>;
    return hits.filter((h) => (!cid || h.cid === cid) && (!tid || h.tid === tid) && (!en || h.en === en));
  });
}
