// The invoice pages' dialogs (Radix, react-hook-form, the forms): one chunk, fetched the first time a
// learner opens one, so the pages' first load carries none of it.
export { TitleDialog } from './components/title-dialog';
export { AddressDialog } from './components/address-dialog';
export { ConfirmDialog } from '@client/components/modal-dialog/confirm-dialog';
