/**
 * What React keeps rendering once a page has settled: over a window after the load, how many times
 * React commits and which components render in each (their props' names, since a production build
 * has no component names, and those of the component that rendered them). A component that renders
 * by itself (its state or a store it reads changed) is marked `self`. A page that only shows what it
 * holds should commit rarely: docs/performance.md, "What keeps rendering after the load".
 *
 *   npm run build && npm start &
 *   npx tsx bench/renders.ts [--base http://localhost:3000] [--settle 5000] [--window 5000] [/ /events/ev-0016/]
 *
 * It installs a stand-in for React DevTools' global hook before the page's scripts run; React hands
 * each commit to it. Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
 */
import { chromium } from '@playwright/test';
import { benchArgs } from './support/args';

const { base, option, routes: readRoutes } = benchArgs();
const settleMs = Number(option('--settle') ?? 5_000);
const windowMs = Number(option('--window') ?? 5_000);
const routes = readRoutes();

interface Counts {
  commits: number;
  renders: number;
  by: Record<string, number>;
}

/** Runs in the page: counts the function components each commit rendered, while `__countRenders` is set. */
function installHook() {
  const w = window as unknown as { __renders: Counts; __countRenders?: boolean; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  const counts: Counts = { commits: 0, renders: 0, by: {} };
  w.__renders = counts;
  type Fiber = {
    tag: number;
    flags: number;
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
    memoizedState: unknown;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
    return: Fiber | null;
  };
  // Function, class, forwardRef, memo and simple memo components.
  const componentTags = [0, 1, 11, 14, 15];
  const PERFORMED_WORK = 1;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_renderer: number, root: { current: Fiber }) {
      if (!w.__countRenders) return;
      counts.commits += 1;
      const stack: Array<Fiber | null> = [root.current];
      while (stack.length) {
        const f = stack.pop();
        if (!f) continue;
        const before = f.alternate;
        // React marks a component it rendered (not one it bailed out of) with PerformedWork; with
        // the props it had, the render was its own (state, a store or a context it reads).
        const rendered = (f.flags & PERFORMED_WORK) !== 0;
        if (componentTags.includes(f.tag) && rendered) {
          const byItself = before !== null && before.memoizedProps === f.memoizedProps;
          let parent = f.return;
          while (parent && !componentTags.includes(parent.tag)) parent = parent.return;
          const props = [f, parent].map((x) =>
            x
              ? `(${Object.keys(x.memoizedProps ?? {})
                  .sort()
                  .join(',')
                  .slice(0, 60)})`
              : 'root',
          );
          const key = `${byItself ? 'self ' : ''}${props[0]} in ${props[1]}`;
          counts.renders += 1;
          counts.by[key] = (counts.by[key] ?? 0) + 1;
        }
        stack.push(f.sibling);
        // A subtree this commit did not reach keeps its fibers (and their flags from an earlier
        // render): only children React reconciled again are new objects.
        if (before === null || f.child !== before.child) stack.push(f.child);
      }
    },
  };
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    for (const route of routes.length ? routes : ['/', '/events/ev-0041/', '/events/ev-0016/']) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      // tsx keeps function names through a helper, __name, that the page has to have too.
      await page.addInitScript({ content: 'window.__name = (f) => f;' });
      await page.addInitScript(installHook);
      await page.goto(new URL(route, base).toString(), { waitUntil: 'load' });
      await page.waitForTimeout(settleMs);
      await page.evaluate(() => ((window as unknown as { __countRenders: boolean }).__countRenders = true));
      await page.waitForTimeout(windowMs);
      const counts = await page.evaluate(() => (window as unknown as { __renders: Counts }).__renders);
      console.log(`${route}: ${counts.commits} commits and ${counts.renders} component renders in ${windowMs} ms, ${settleMs} ms after load`);
      for (const [key, n] of Object.entries(counts.by)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15))
        console.log(`  ${String(n).padStart(5)}  ${key}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
