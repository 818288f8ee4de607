// The account page's dialogs (forms, validation, Radix dialog): one chunk, fetched when the page is
// idle or a dialog is asked for (account-security.tsx).
export { ChangePasswordDialog } from './change-password-dialog';
export { ChangePhoneDialog } from './change-phone-dialog';
export { UnbindWechatDialog } from './unbind-wechat-dialog';
