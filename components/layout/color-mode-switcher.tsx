'use client';
/** Light / dark / system choice; hidden when the tenant is dark-only (SPEC §2). */
import { useTranslations } from 'next-intl';
import { useTheme } from 'next-themes';
import { useHydrated } from '@/lib/use-hydrated';
import { useTenant } from '@/lib/tenant/context';

const modes = ['light', 'dark', 'system'] as const;

export function ColorModeSwitcher() {
  const t = useTranslations('colorMode');
  const tenant = useTenant();
  const { theme, setTheme, forcedTheme } = useTheme();
  const mounted = useHydrated();
  if (!tenant.enable_white_theme) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('label')}</span>
      <select
        aria-label={t('label')}
        value={mounted ? (theme ?? 'system') : 'system'}
        disabled={!mounted || Boolean(forcedTheme)}
        onChange={(e) => setTheme(e.target.value)}
        className="border-line bg-surface-raised text-fg h-9 rounded-md border px-2"
      >
        {modes.map((m) => (
          <option key={m} value={m}>
            {t(m)}
          </option>
        ))}
      </select>
    </label>
  );
}
