/** Locale-aware Link, redirect and router: use these instead of next/link and next/navigation. */
import { localeNavigation } from './locale-navigation';

export const { redirect, usePathname, useRouter, getPathname } = localeNavigation;

// A server component's Link is lib/i18n/link.server.tsx, a client component's lib/i18n/link.tsx (package.json "imports").
export { Link } from '#i18n/link';
