/** Match stats UI (issue 6 item 6). */
export { StatsPanel } from './stats-panel';
