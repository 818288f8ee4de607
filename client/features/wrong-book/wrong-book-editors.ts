// The book's editors (react-hook-form, Radix's dialog, their mutations): one chunk, fetched the first
// time a learner writes a note, reports a question or removes one, so the page's first load carries none of it.
export { NoteForm } from './components/note-form';
export { ReportDialog } from './components/report-dialog';
export { ConfirmDialog } from '@client/components/modal-dialog/confirm-dialog';
