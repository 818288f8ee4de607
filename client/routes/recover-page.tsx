import { VerifyScene } from '@shared/enums/auth';
import { PasswordSmsPage } from '@client/features/account/components/password-sms-page';

/** /recover — 找回密码 (the login modal's 忘记密码 comes here). */
export function Component() {
  return <PasswordSmsPage scene={VerifyScene.RECOVER_PASSWORD} />;
}
