import { VerifyScene } from '@shared/enums/auth';
import { PasswordSmsPage } from '@client/features/account/components/password-sms-page';

/** /reset — 重置密码 (账号安全's 忘记当前密码？ comes here, signed in or not). */
export function Component() {
  return <PasswordSmsPage scene={VerifyScene.RESET_PASSWORD} />;
}
