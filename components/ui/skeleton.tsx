/** Loading placeholders: announced once as busy, invisible to screen readers otherwise. */
import { cn } from '@/lib/cn';

/** The `skeleton` look (app/globals.css) gives way to a className's utilities (size, corners). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('skeleton', className)} />;
}

/** A rail of card placeholders (16:9, as event cards). */
export function CardRailSkeleton({ count = 4, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="aspect-video w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}
