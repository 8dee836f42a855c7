/** Clips (issue 7): the editor, the user's clip lists, and the range shared with the player. */
export { ClipEditor, type ClipEditorProps } from './clip-editor';
export { UserClipList, type UserClipListProps } from './user-clip-list';
export { useClipRange } from './use-clip-range';
