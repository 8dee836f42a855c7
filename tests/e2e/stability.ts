/**
 * Proof that the e2e suite passes on a slower machine: runs it N times (default 3) as CI runs it
 * (CI=1: its workers, one retry) while a CPU hog keeps one core busy, then lists every test that
 * failed or needed its retry, with its durations, and the ten slowest against their timeouts.
 * Exits 1 when any test failed or was retried.
 *
 *   npm run test:stability [-- --runs 3] [-- any further playwright test argument]
 *
 * The hog is `stress-ng --cpu 1` where Debian's stress-ng is installed, else a busy loop in Node.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Result {
  duration: number;
  status: string;
  retry: number;
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { projectName: string; timeout: number; results: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats: { duration: number; expected: number; unexpected: number; flaky: number };
}

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs');

function startHog(): ChildProcess {
  const stressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
  const hog = stressNg
    ? spawn('stress-ng', ['--cpu', '1', '--quiet'], { stdio: 'ignore' })
    : spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  console.log(`stability: one core kept busy by ${stressNg ? 'stress-ng --cpu 1' : 'a busy loop in Node (apt-get install -y stress-ng for the real thing)'}`);
  return hog;
}

function* specsOf(suite: Suite): Generator<Spec> {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

interface Seen {
  name: string;
  timeout: number;
  durations: number[];
  statuses: string[];
}

const seen = new Map<string, Seen>();
const folder = mkdtempSync(path.join(tmpdir(), 'e2e-stability-'));
const hog = startHog();
const stopHog = () => hog.kill('SIGKILL');
process.on('exit', stopHog);
const summaries: string[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    const output = path.join(folder, `run-${run}.json`);
    console.log(`stability: run ${run} of ${runs}`);
    const result = spawnSync('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
      stdio: 'inherit',
      env: { ...process.env, CI: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    });
    let report: Report;
    try {
      report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    } catch {
      throw new Error(`run ${run}: playwright wrote no report (exit ${result.status})`);
    }
    const { duration, expected, unexpected, flaky } = report.stats;
    summaries.push(`run ${run}: ${(duration / 60_000).toFixed(1)} min, ${expected} passed, ${flaky} flaky, ${unexpected} failed`);
    for (const spec of report.suites.flatMap((s) => [...specsOf(s)])) {
      for (const test of spec.tests) {
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`;
        const entry = seen.get(name) ?? { name, timeout: test.timeout, durations: [], statuses: [] };
        for (const result of test.results) {
          entry.durations.push(result.duration);
          entry.statuses.push(result.retry > 0 ? `retry ${result.status}` : result.status);
        }
        seen.set(name, entry);
      }
    }
  }
} finally {
  stopHog();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const troubled = [...seen.values()].filter((t) => t.statuses.some((s) => s !== 'passed' && s !== 'skipped'));
const slowest = [...seen.values()].sort((a, b) => Math.max(...b.durations) / b.timeout - Math.max(...a.durations) / a.timeout).slice(0, 10);

console.log(`\n${summaries.join('\n')}`);
console.log(`\nFailed or retried (${troubled.length}):`);
for (const t of troubled) console.log(`  ${t.name}\n    ${t.statuses.map((s, i) => `${s} ${seconds(t.durations[i]!)}`).join(', ')}`);
console.log('\nThe ten slowest against their timeouts (longest run):');
for (const t of slowest) {
  const longest = Math.max(...t.durations);
  console.log(`  ${((100 * longest) / t.timeout).toFixed(0).padStart(3)} %  ${seconds(longest)} of ${seconds(t.timeout)}  ${t.name}`);
}
process.exitCode = troubled.length > 0 ? 1 : 0;
