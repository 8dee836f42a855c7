/** The frame of every page in the auth layout: its heading, an optional lead text, the content. */
import type { ReactNode } from 'react';

export function AuthCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="space-y-6 p-6 sm:p-8">
      <header className="space-y-1">
        <h1 id="page-title" className="text-2xl font-bold">
          {title}
        </h1>
        {description && <p className="text-fg-muted text-sm">{description}</p>}
      </header>
      {children}
    </section>
  );
}

/** A notice the page opens with (session expired, device no longer allowed). */
export function AuthNotice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'danger' }) {
  return (
    <p
      role="status"
      className={tone === 'danger' ? 'bg-danger-surface text-danger rounded-md px-3 py-2 text-sm' : 'bg-surface-sunken rounded-md px-3 py-2 text-sm'}
    >
      {children}
    </p>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="text-fg-muted flex items-center gap-3 text-xs uppercase" role="separator" aria-label={label}>
      <span aria-hidden="true" className="bg-line h-px flex-1" />
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="bg-line h-px flex-1" />
    </div>
  );
}
