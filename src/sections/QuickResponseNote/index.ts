export { QuickResponseNote, type QuickResponseNoteProps } from './QuickResponseNote';
