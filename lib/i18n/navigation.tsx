/** Locale-aware Link, redirect and router: use these instead of next/link and next/navigation. */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

export { Link } from './link';
