/**
 * A bench script's command line: `--name value` options, `--flag` switches, and the routes (the
 * arguments that start with '/' and are no option's value, or a full address: another build's page
 * to take turns with, as an A/B). Read every option before the routes.
 */
export function benchArgs(argv: string[] = process.argv.slice(2)) {
  const values = new Set<number>();
  const option = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    values.add(i + 1);
    return argv[i + 1];
  };
  return {
    option,
    flag: (name: string) => argv.includes(name),
    routes: () => argv.filter((arg, i) => (arg.startsWith('/') || /^https?:\/\//.test(arg)) && !values.has(i)),
    /** The portal under test: --base, else BASE_URL, else a local `npm start`. */
    base: option('--base') ?? process.env.BASE_URL ?? 'http://localhost:3000',
  };
}
