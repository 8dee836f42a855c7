/** Sports with events (SPEC §7 grouped sport count), each linking to its live page with its live count. */
import { Link } from '@/lib/i18n/navigation';
import type { SportCount } from '@/lib/models/event';

export function SportChips({
  sports,
  label,
  liveLabel,
  sportLabel,
}: {
  sports: SportCount[];
  label: string;
  liveLabel: string;
  sportLabel: (s: string) => string;
}) {
  if (sports.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {sports.map((s) => (
        <li key={s.sportType}>
          <Link href={`/live/${encodeURIComponent(s.sportType)}/`} className="chip">
            {sportLabel(s.sportType)}
            {s.live > 0 && (
              <span className="chip-count">
                {s.live}
                <span className="sr-only"> {liveLabel}</span>
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
