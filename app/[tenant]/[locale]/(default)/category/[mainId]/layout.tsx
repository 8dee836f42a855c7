import { LocaleSegment } from '@/components/layout/locale-segment';

/** Gives this segment's not-found boundary its locale. */
export default LocaleSegment;
