/** Tags (issue 7): the panel and the player markers of an event's tags and live comments. */
export { TagPanel, type TagPanelProps } from './tag-panel';
export { useTagMarkers } from './use-event-tags';
export type { TagTeamOption } from './tag-form';
