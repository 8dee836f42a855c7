/** Tiles linking to identities (a league's teams, a category's sub-categories), each with a follow toggle when asked. */
import { FollowButton } from '@/components/follow/follow-button';
import { followTypeOf } from '@/lib/api/follows';
import { Link } from '@/lib/i18n/navigation';
import { identityHref, type Identity } from '@/lib/models/identity';

interface IdentityGridProps {
  items: Identity[];
  label: string;
  /** False when the tenant has no page for these (team pages switched off). */
  linkable?: boolean;
  /** Show a follow toggle on each tile (SPEC §7 follows, from cards). */
  followable?: boolean;
}

function Logo({ item }: { item: Identity }) {
  const src = item.logoUrl ?? item.imageUrl;
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- logos come from the tenant's API
    <img src={src} alt="" width={40} height={40} loading="lazy" decoding="async" className="tile-logo object-contain" />
  ) : (
    <span aria-hidden="true" className="tile-logo" style={{ background: item.color ?? 'var(--color-line)' }} />
  );
}

export function IdentityGrid({ items, label, linkable = true, followable = false }: IdentityGridProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className={followable ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6'}>
      {items.map((item) => (
        <li key={item.id} className="tile">
          {linkable ? (
            <Link href={identityHref(item)} className="tile-body rounded-md hover:underline">
              <Logo item={item} />
              <span className="min-w-0 truncate font-medium">{item.title}</span>
            </Link>
          ) : (
            <div className="tile-body">
              <Logo item={item} />
              <span className="min-w-0 truncate font-medium">{item.title}</span>
            </div>
          )}
          {followable && <FollowButton id={item.id} title={item.title} type={followTypeOf(item.kind)} size="sm" />}
        </li>
      ))}
    </ul>
  );
}
