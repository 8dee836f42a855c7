/**
 * The typefaces the build ships for tenants to choose (brand.font, docs/white-label.md),
 * self-hosted by next/font: no request leaves the tenant's host. One face per script subset, each
 * with its unicode-range, so a page downloads only the subsets its text uses; scripts they lack
 * (Hebrew, Korean, Chinese) fall through to the system stack. Nothing is preloaded: only the
 * tenant that chose a face uses it. next/font reads these calls at build time, so their options are
 * written out in full.
 */
import localFont from 'next/font/local';
import type { BrandFont } from '@/lib/tenant/brand';

const interLatin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
const interLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});
const interCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});
const oswaldLatin = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  weight: '200 700',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});
const oswaldLatinExt = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-ext-wght-normal.woff2',
  weight: '200 700',
  display: 'swap',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});
const oswaldCyrillic = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-cyrillic-wght-normal.woff2',
  weight: '200 700',
  display: 'swap',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

const FACES = {
  inter: [interLatin, interLatinExt, interCyrillic],
  oswald: [oswaldLatin, oswaldLatinExt, oswaldCyrillic],
} satisfies Record<Exclude<BrandFont, 'system'>, unknown[]>;

/** The font stack of a tenant's pages (for :root's --font-brand), or '' for the system's own. */
export function brandFontCss(font: BrandFont): string {
  if (font === 'system') return '';
  // Each face's own family name (next/font makes them unique), then the system stack for what they lack.
  return `:root{--font-brand:${FACES[font].map((face) => face.style.fontFamily).join(',')},var(--font-system)}`;
}
