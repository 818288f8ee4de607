// The WeChat hop is the login modal's and 账号安全's (绑定微信) alike: it lives in client/lib.
export { forgetWechatState, savedWechatState, startWechatLogin } from '@client/lib/wechat-login';
