import { expect } from 'vitest';
import * as business from '@shared/api/business';
import { uploadImage } from '@shared/api/community';
import * as profileSettings from '@shared/api/profile-settings';
import * as realName from '@shared/api/real-name';
import * as agreement from '@shared/api/agreement';
import * as join from '@shared/api/join';
import { getMessageCounts, listMessages, markMessagesRead } from '@shared/api/message';
import { generateQr, getQrResult } from '@shared/api/qr';
import { getSelf, login, logout, register, sendSmsCode } from '@shared/api/user';
import { changePassword, changePhone, recoverPassword, resetPassword, unbindWechat } from '@shared/api/account';
import { pngUpload } from '../core/test-support';
import { call, CONTRACT_CREDIT_CODE, DEMO_PASSWORD, DEMO_PHONE, demoToken, smsCode, type Scenario } from './support';

/** Sign-in, the account and its settings, messages, QR login, real name, institution onboarding, business. */
export const accountScenarios: Record<string, Scenario> = {
  [business.getPlans.id]: async () => ({ url: business.getPlans.path }),
  [business.createBusinessLead.id]: async () => ({
    url: business.createBusinessLead.path,
    payload: {
      company: '杭州数智制造有限公司',
      contact: '陈经理',
      phone: '13912345678',
      size: 3,
      needs: [1, 2],
      remark: '约 300 名一线员工需要电工证复审培训',
    },
  }),
  [business.submitFeedback.id]: async ({ app }) => {
    const token = await demoToken(app);
    const uploaded = await call(app, uploadImage, { url: uploadImage.path, ...pngUpload(), token });
    return {
      url: business.submitFeedback.path,
      payload: {
        category: 3,
        description: '课程详情页的目录在手机上显示不全',
        contact: '',
        screenshots: [(uploaded.data as { url: string }).url],
        pageUrl: 'http://127.0.0.1/course/7',
        userAgent: 'vitest',
        viewport: '390x844',
      },
      token,
    };
  },
  [profileSettings.getMyProfile.id]: async ({ app }) => ({ url: '/user/profile', token: await demoToken(app) }),
  [profileSettings.updateMyProfile.id]: async ({ app }) => ({
    url: '/user/profile',
    payload: { nickname: '技能学员小王', gender: 1, education: 5, birthday: '1996-05-20', bio: '电工在学' },
    token: await demoToken(app),
  }),
  [profileSettings.updateMyAvatar.id]: async ({ app }) => {
    const token = await demoToken(app);
    const uploaded = await call(app, uploadImage, { url: uploadImage.path, ...pngUpload(), token });
    return { url: '/user/avatar', payload: { url: (uploaded.data as { url: string }).url }, token };
  },
  [realName.getRealName.id]: async ({ app }) => ({ url: '/user/real-name', token: await demoToken(app) }),
  [realName.submitRealName.id]: async ({ store }) => {
    const learner = store.accounts.add({
      phone: '13700005401',
      passwordHash: 'x:y',
      nickname: '实名学员',
      gender: 1,
      signature: '',
      realNameVerified: false,
      coinBalance: 0,
      wechatOpenId: null,
      createdAt: '2026-11-01T00:00:00+08:00',
    });
    return { url: '/user/real-name', payload: { name: '李建国', idNumber: '11010119900307803x' }, token: store.issueToken(learner.id) };
  },
  [agreement.getAgreement.id]: async () => ({ url: '/agreement/2' }),
  [agreement.getSiteContact.id]: async () => ({ url: '/site/contact' }),
  [join.getMyJoinApplication.id]: async ({ app }) => ({ url: '/join/application', token: await demoToken(app) }),
  [join.submitJoinApplication.id]: async ({ app }) => ({
    url: '/join/application',
    payload: {
      type: 1,
      name: '杭州数智技能培训学校',
      category: 2,
      creditCode: CONTRACT_CREDIT_CODE,
      contactName: '王晓明',
      contactPhone: '13800138000',
      email: 'join@example.com',
      region: '浙江省 杭州市',
      intro: '专注电工、焊工与养老护理员等职业技能培训十余年，拥有 30 名持证讲师。',
      agreed: true,
    },
    token: await demoToken(app),
  }),
  [listMessages.id]: async ({ app }) => ({ url: `${listMessages.path}?messageTypes=4,5,6,7,8&page=1&size=5`, token: await demoToken(app) }),
  [login.id]: async () => ({ url: login.path, payload: { account: DEMO_PHONE, security: DEMO_PASSWORD, loginType: 1 } }),
  [getSelf.id]: async ({ app }) => ({ url: getSelf.path, token: await demoToken(app) }),
  [logout.id]: async ({ app }) => ({ url: logout.path, token: await demoToken(app) }),
  [sendSmsCode.id]: async () => ({ url: sendSmsCode.path, payload: { account: '13700137001', type: 1 } }),
  [register.id]: async ({ app, store }) => {
    const phone = '13700137002';
    const sent = await call(app, sendSmsCode, { url: sendSmsCode.path, payload: { account: phone, type: 1 } });
    expect(sent.code).toBe(0);
    const code = store.sms.get(phone)?.code;
    expect(code).toMatch(/^\d{6}$/);
    return { url: register.path, payload: { account: phone, security: code, password: 'Newbie@2026', type: 1, agreed: true } };
  },
  [recoverPassword.id]: async (mock) => ({
    url: recoverPassword.path,
    payload: { account: DEMO_PHONE, security: await smsCode(mock, DEMO_PHONE, 4), password: 'Found@2026' },
  }),
  [resetPassword.id]: async (mock) => ({
    url: resetPassword.path,
    payload: { account: DEMO_PHONE, security: await smsCode(mock, DEMO_PHONE, 5), password: 'Reset@2026' },
  }),
  [changePassword.id]: async ({ app }) => ({
    url: changePassword.path,
    payload: { oldPassword: DEMO_PASSWORD, password: 'Change@2026', confirmPassword: 'Change@2026' },
    token: await demoToken(app),
  }),
  [changePhone.id]: async (mock) => ({
    url: changePhone.path,
    payload: { account: '13700137003', security: await smsCode(mock, '13700137003', 6) },
    token: await demoToken(mock.app),
  }),
  [unbindWechat.id]: async ({ app }) => ({ url: unbindWechat.path, token: await demoToken(app) }),
  [getMessageCounts.id]: async ({ app }) => ({ url: `${getMessageCounts.path}?readFlag=1`, token: await demoToken(app) }),
  [markMessagesRead.id]: async ({ app }) => ({
    url: markMessagesRead.path,
    payload: { type: 3, messageTypes: '4,9' },
    token: await demoToken(app),
  }),
  [generateQr.id]: async () => ({ url: generateQr.path, payload: { type: 1 } }),
  [getQrResult.id]: async ({ app, store }) => {
    const generated = await call(app, generateQr, { url: generateQr.path, payload: { type: 1 } });
    expect(generated.code).toBe(0);
    const content = generated.data as string;
    const ticketId = new URL(content).searchParams.get('ticket')!;
    const ticket = store.qrTickets.get(ticketId);
    expect(ticket).toBeDefined();
    ticket!.accountId = 1; // the app scanned it and confirmed as the demo account
    return { url: getQrResult.path, payload: { content } };
  },
};
