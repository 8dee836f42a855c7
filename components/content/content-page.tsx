/**
 * Text pages (SPEC §2 /faq, /about, /terms, /privacy, /info/{type}): translated paragraphs with the
 * tenant's name, server-only (their text never ships to the browser as JavaScript).
 */
import type { ReactNode } from 'react';
import { PageContainer, PageHeading } from '@/components/event/page-heading';

export function ContentPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeading title={title} description={intro} />
        <div className="space-y-4 leading-relaxed">{children}</div>
      </div>
    </PageContainer>
  );
}

export function Paragraphs({ items }: { items: string[] }) {
  return (
    <>
      {items.map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </>
  );
}

export function Faq({ items }: { items: { q: string; a: string }[] }) {
  return (
    <div className="divide-line border-line bg-surface-raised divide-y rounded-lg border">
      {items.map((item, i) => (
        <details key={i} className="group p-4">
          <summary className="cursor-pointer list-none font-semibold [&::-webkit-details-marker]:hidden">
            <h2 className="inline text-base">{item.q}</h2>
          </summary>
          <p className="text-fg-muted mt-2">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
