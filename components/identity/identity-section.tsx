/** A titled section of identity tiles (a league's teams, a category's sub-categories). */
import { IdentityGrid } from './identity-grid';
import type { Identity } from '@/lib/models/identity';

export function IdentitySection({
  id,
  title,
  items,
  linkable = true,
  followable = false,
}: {
  id: string;
  title: string;
  items: Identity[];
  linkable?: boolean;
  followable?: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={`section-${id}`} className="mt-10">
      <h2 id={`section-${id}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      <IdentityGrid items={items} label={title} linkable={linkable} followable={followable} />
    </section>
  );
}
