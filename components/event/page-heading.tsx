/** The heading block of a browse page: the page's one h1 and its short description. */
import type { ReactNode } from 'react';

export function PageHeading({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id="page-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        {description && <p className="text-fg-muted mt-1">{description}</p>}
      </div>
      {children}
    </header>
  );
}

export function PageContainer({ children, labelledBy = 'page-title' }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className="mx-auto w-full max-w-7xl px-4 py-8">
      {children}
    </section>
  );
}
