/** next-intl's navigation for the app's routing, created once for navigation.tsx and link.tsx. */
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const localeNavigation = createNavigation(routing);
