/** An identity's social links (SPEC §3: facebook, x, instagram, youtube, tiktok, web, whatsapp), opened in a new tab. */
import { getTranslations } from 'next-intl/server';
import type { SocialLink } from '@/lib/models/identity';

export async function SocialLinks({ links, owner }: { links: SocialLink[]; owner: string }) {
  if (links.length === 0) return null;
  const t = await getTranslations('identity');
  return (
    <ul aria-label={t('social.label', { name: owner })} className="flex flex-wrap gap-2">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className="border-line hover:bg-surface-sunken inline-flex h-8 items-center rounded-full border px-3 text-xs font-medium"
          >
            {t(`social.${link.kind}`)}
            <span className="sr-only"> {t('social.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
