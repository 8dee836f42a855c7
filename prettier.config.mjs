/**
 * Formatting, checked by `npm run format:check` in `npm test` (`npm run format` rewrites). Wide lines
 * because the code names things in full; Markdown is left as written (its tables and wrapped prose).
 */
const config = {
  printWidth: 160,
  singleQuote: true,
  trailingComma: 'all',
};

export default config;
