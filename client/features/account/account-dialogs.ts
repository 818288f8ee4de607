// The account page's dialogs (forms, validation, Radix dialog): one chunk, fetched when the page is
// idle or a dialog is asked for (account-security.tsx).
export { ChangePasswordDialog } from './components/change-password-dialog';
export { ChangePhoneDialog } from './components/change-phone-dialog';
export { UnbindWechatDialog } from './components/unbind-wechat-dialog';
