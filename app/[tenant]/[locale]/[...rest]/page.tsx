import { notFound } from 'next/navigation';

/** Any path no route claims: the localized 404 page (SPEC §2). */
export default function CatchAll() {
  notFound();
}
