/** Tiles linking to identities (a league's teams, a category's sub-categories). */
import { Link } from '@/lib/i18n/navigation';
import { identityHref, type Identity } from '@/lib/models/identity';

export function IdentityGrid({ items, label, linkable = true }: { items: Identity[]; label: string; linkable?: boolean }) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => {
        const body = (
          <>
            {item.logoUrl || item.imageUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- logos come from the tenant's API
              <img src={(item.logoUrl ?? item.imageUrl)!} alt="" width={40} height={40} loading="lazy" decoding="async" className="h-10 w-10 shrink-0 rounded-md object-contain" />
            ) : (
              <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-md" style={{ background: item.color ?? 'var(--color-line)' }} />
            )}
            <span className="min-w-0 truncate font-medium">{item.title}</span>
          </>
        );
        const tile = 'border-line bg-surface-raised flex items-center gap-3 rounded-lg border p-3 text-sm';
        return (
          <li key={item.id}>
            {linkable ? (
              <Link href={identityHref(item)} prefetch={false} className={`${tile} hover:bg-surface-sunken`}>
                {body}
              </Link>
            ) : (
              <div className={tile}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
