/** Match stats UI (SPEC §3 'Statistics'). */
export { StatsPanel } from './stats-panel';
