'use client';
/**
 * The 404 heading names the requested path. It reads the browser's path on the client: the
 * not-found boundary is part of every page's static payload, so it cannot read request headers.
 */
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { portalPath } from '@/lib/portal-path';
import { useTenant } from '@/lib/tenant/context';

export type NotFoundContext = 'page' | 'event' | 'other';

export function NotFoundTitle({ context }: { context: NotFoundContext }) {
  const t = useTranslations('errors');
  const tenant = useTenant();
  const pathname = usePathname();
  const path = pathname.includes('/_not-found/') ? '' : pathname.startsWith(`/${tenant.id}/`) ? portalPath(pathname, tenant.id) : pathname;
  return (
    <h1 id="not-found-title" className="mt-4 text-2xl font-bold break-all">
      {t(`${context}_not_found`, { path: safeDecode(path) })}
    </h1>
  );
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
