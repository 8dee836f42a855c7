/**
 * The app's chunks asked for once the page has been painted (docs/performance.md, "The chunks after
 * the first paint"). Next writes a `<script src async>` for each chunk a page starts with at the top
 * of the head, so they are fetched beside the stylesheet and the largest image, and compiled on the
 * cores that lay out the first frame. The portal server marks them inert (a script of another type
 * is neither fetched nor run) and a loader at the end of the body adds them again once the page's
 * first contentful paint has been shown: the server's HTML is the page until then, and React
 * hydrates it from the same scripts a frame later. A hidden page (prerendered, opened in the
 * background) loads them at once; a browser without paint timing too; a page whose HTML holds
 * nothing to paint (no text or image outside scripts and hidden elements: one drawn by its
 * scripts) too; and none waits for a paint more than 3 s. After a paint they are added one per task:
 * asking for each costs the main thread a millisecond or more, and asked for together they made one
 * long task (25 ms of a Lighthouse load unthrottled, a hundred at its phone's 4×).
 *
 * The inert tags keep their address and integrity: the policy names them as before
 * (lib/security/script-hashes.ts), and the loader copies both onto the scripts it adds, which
 * 'strict-dynamic' admits as the work of a hashed script. The address is copied as written: the
 * Turbopack runtime finds its chunks' base path in its own script's `src` attribute. Next's
 * `noModule` polyfills are left alone.
 */
const CHUNK_SCRIPT = /<script src="\/_next\/static\/chunks\/[^"]+"(?![^>]*\bnoModule)[^>]*><\/script>/g;
export const AFTER_PAINT_TYPE = 'text/x-after-first-paint';

/** The loader: the inert chunks, added again as scripts once the first contentful paint is out. */
export const AFTER_PAINT_LOADER = `(()=>{let d=0;const add=(s)=>{const n=document.createElement('script');n.setAttribute('src',s.getAttribute('src'));if(s.integrity)n.integrity=s.integrity;s.replaceWith(n)},go=(one)=>{if(d++)return;const q=[...document.querySelectorAll('script[type="${AFTER_PAINT_TYPE}"]')];if(!one)return q.forEach(add);const c=new MessageChannel;c.port1.onmessage=()=>{add(q.shift());if(q.length)c.port2.postMessage(0)};if(q.length)c.port2.postMessage(0)};const shown=(n)=>!n.closest('script,style,template,[hidden]'),w=document.createTreeWalker(document.body,4);let t=[...document.body.querySelectorAll('img,svg,video')].some(shown);for(let n;!t&&(n=w.nextNode());)t=!!n.data.trim()&&shown(n.parentElement);if(!t||document.visibilityState==='hidden'||!self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))return go();new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go(1)}}).observe({type:'paint',buffered:true});setTimeout(go,3e3,1)})()`;

export function withChunksAfterFirstPaint(html: string): string {
  let marked = 0;
  const inert = html.replace(CHUNK_SCRIPT, (tag) => {
    marked++;
    return `${tag.slice(0, -'></script>'.length)} type="${AFTER_PAINT_TYPE}"></script>`;
  });
  const end = inert.lastIndexOf('</body>');
  if (!marked || end < 0) return html;
  return `${inert.slice(0, end)}<script>${AFTER_PAINT_LOADER}</script>${inert.slice(end)}`;
}
