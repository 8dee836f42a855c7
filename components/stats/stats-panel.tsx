/**
 * Match stats (SPEC §3 'Statistics'): the score by period as a table, and the game stats as bars
 * with their values in text, repeated as a visually hidden table for screen readers. Renders
 * nothing without stats. No client state: it renders on the server page and inside client trees.
 */
import { useTranslations } from 'next-intl';
import type { MatchStats, StatBar } from '@/lib/api/stats';
import { hasStats } from '@/lib/api/stats';
import type { EventTeam } from '@/lib/models/event';

export interface StatsPanelProps {
  stats: MatchStats | null | undefined;
  /** The event's team1 (home) and team2 (away): names, colours and logos. */
  team1: EventTeam | null;
  team2: EventTeam | null;
  /** Heading level of the panel's title (sections below use the next level). Default 2. */
  headingLevel?: 2 | 3;
  className?: string;
}

const FALLBACK_HOME = '#2563eb';
const FALLBACK_AWAY = '#dc2626';

export function StatsPanel({ stats, team1, team2, headingLevel = 2, className }: StatsPanelProps) {
  const t = useTranslations('stats');
  if (!hasStats(stats)) return null;
  const H = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const home = team1?.name ?? stats.score?.home.name ?? t('home');
  const away = team2?.name ?? stats.score?.away.name ?? t('away');
  const value = (n: number, suffix: string) => `${n}${suffix}`;
  return (
    <section aria-labelledby="stats-title" className={['space-y-6', className].filter(Boolean).join(' ')} data-testid="stats-panel">
      <H id="stats-title" className="text-xl font-bold">
        {t('title')}
      </H>
      {stats.score && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm tabular-nums">
            <caption className="mb-2 text-start font-semibold">{t('score')}</caption>
            <thead>
              <tr className="border-line border-b">
                <th scope="col" className="py-2 text-start">
                  {t('team')}
                </th>
                {stats.score.home.metrics.map((m, i) => (
                  <th key={`${m.name}-${i}`} scope="col" className="px-2 py-2 text-center">
                    {m.name}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 text-center">
                  {t('total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[
                { side: stats.score.home, team: team1, name: home },
                { side: stats.score.away, team: team2, name: away },
              ].map(({ side, team, name }, row) => (
                <tr key={row} className="border-line border-b last:border-0">
                  <th scope="row" className="py-2 text-start font-medium">
                    <span className="flex items-center gap-2">
                      {team?.logo && (
                        // eslint-disable-next-line @next/next/no-img-element -- the API's team logo
                        <img src={team.logo} alt="" width={20} height={20} className="size-5 object-contain" />
                      )}
                      {name}
                    </span>
                  </th>
                  {side.metrics.map((m, i) => (
                    <td key={`${m.name}-${i}`} className="px-2 py-2 text-center">
                      {m.value}
                    </td>
                  ))}
                  <td className="px-2 py-2 text-center font-bold">{side.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {stats.bars.length > 0 && (
        <div>
          <Sub className="mb-3 font-semibold">{t('gameStats')}</Sub>
          {/* A table cannot be narrower than its content: hidden inside a box, it cannot widen the page. */}
          <div className="sr-only">
            <table>
              <caption>{t('gameStats')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statistic')}</th>
                  <th scope="col">{home}</th>
                  <th scope="col">{away}</th>
                </tr>
              </thead>
              <tbody>
                {stats.bars.map((bar) => (
                  <tr key={bar.id}>
                    <th scope="row">{bar.name}</th>
                    <td>{value(bar.home, bar.suffix)}</td>
                    <td>{value(bar.away, bar.suffix)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* The same numbers as bars; hidden from assistive tech, which reads the table above. */}
          <ul aria-hidden="true" className="space-y-3" data-testid="stats-bars">
            {stats.bars.map((bar) => (
              <StatRow key={bar.id} bar={bar} homeColor={team1?.color || FALLBACK_HOME} awayColor={team2?.color || FALLBACK_AWAY} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

const width = (n: number, max: number) => `${Math.max(0, Math.min(100, (n / max) * 100))}%`;

function StatRow({ bar, homeColor, awayColor }: { bar: StatBar; homeColor: string; awayColor: string }) {
  return (
    <li className="text-sm">
      <div className="flex items-baseline justify-between gap-2 tabular-nums">
        <span className="font-semibold">{`${bar.home}${bar.suffix}`}</span>
        <span className="text-fg-muted text-center">
          <abbr title={bar.name} className="no-underline sm:hidden">
            {bar.shortName}
          </abbr>
          <span className="hidden sm:inline">{bar.name}</span>
        </span>
        <span className="font-semibold">{`${bar.away}${bar.suffix}`}</span>
      </div>
      <div className="mt-1 flex gap-1">
        <div className="bg-surface-sunken flex h-2 flex-1 justify-end overflow-hidden rounded-full">
          <div className="h-full rounded-full" style={{ width: width(bar.home, bar.maxValue), backgroundColor: homeColor }} />
        </div>
        <div className="bg-surface-sunken flex h-2 flex-1 overflow-hidden rounded-full">
          <div className="h-full rounded-full" style={{ width: width(bar.away, bar.maxValue), backgroundColor: awayColor }} />
        </div>
      </div>
    </li>
  );
}
