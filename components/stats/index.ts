/** Match stats UI (issue 6 item 6). */
export { StatsPanel, type StatsPanelProps } from './stats-panel';
