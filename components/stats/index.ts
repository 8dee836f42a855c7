/** Match stats UI (SPEC §3 'Statistics'). */
export { StatsPanel, type StatsPanelProps } from './stats-panel';
