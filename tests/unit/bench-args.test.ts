/** A bench script's command line (bench/support/args.ts): options, switches and routes. */
import { describe, expect, it } from 'vitest';
import { benchArgs } from '@/bench/support/args';

describe('benchArgs', () => {
  it('reads options and switches, and takes as routes only the paths that are no option’s value', () => {
    const cli = benchArgs(['--runs', '5', '--save', '/tmp/out', '--profile', '/', '/league/lg-premier/']);
    expect(cli.option('--runs')).toBe('5');
    expect(cli.option('--save')).toBe('/tmp/out');
    expect(cli.option('--floor-port')).toBeUndefined();
    expect(cli.flag('--profile')).toBe(true);
    expect(cli.flag('--no-floor')).toBe(false);
    expect(cli.routes()).toEqual(['/', '/league/lg-premier/']);
  });

  it('keeps a route that happens to equal an option’s value elsewhere', () => {
    const cli = benchArgs(['--save', '/', '/']);
    expect(cli.option('--save')).toBe('/');
    expect(cli.routes()).toEqual(['/']);
  });

  it('takes the base from --base, then BASE_URL, then a local npm start', () => {
    expect(benchArgs(['--base', 'http://portal.test']).base).toBe('http://portal.test');
    const before = process.env.BASE_URL;
    process.env.BASE_URL = 'http://from-env.test';
    expect(benchArgs([]).base).toBe('http://from-env.test');
    delete process.env.BASE_URL;
    expect(benchArgs([]).base).toBe('http://localhost:3000');
    if (before !== undefined) process.env.BASE_URL = before;
  });
});
