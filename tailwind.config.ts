/** Design tokens: SPEC §9 breakpoints (both sets) and the colour roles used by both colour modes. */
import type { Config } from 'tailwindcss';

export default {
  theme: {
    screens: {
      '3xs': '360px',
      '2xs': '414px',
      xs: '480px',
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1536px',
      '3xl': '1920px',
      '4xl': '2560px',
    },
    extend: {
      colors: {
        surface: { DEFAULT: 'var(--color-surface)', raised: 'var(--color-surface-raised)', sunken: 'var(--color-surface-sunken)' },
        fg: { DEFAULT: 'var(--color-fg)', muted: 'var(--color-fg-muted)' },
        line: 'var(--color-line)',
        brand: { DEFAULT: 'var(--brand)', fg: 'var(--color-brand-fg)' },
        accent: { DEFAULT: 'var(--color-accent)', fg: 'var(--color-accent-fg)' },
        live: 'var(--color-live)',
        danger: { DEFAULT: 'var(--color-danger)', surface: 'var(--color-danger-surface)' },
        success: 'var(--color-success)',
      },
      transitionDuration: { animate: '250ms' },
      zIndex: { header: '40', overlay: '50', toast: '60' },
    },
  },
} satisfies Config;
