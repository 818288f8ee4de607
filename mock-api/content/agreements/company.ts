/** Who runs 技能学堂 and how to reach them: one place for the legal texts and /contactus. */
export const COMPANY = Object.freeze({
  name: '杭州技能学堂网络科技有限公司',
  short: '技能学堂',
  street: '浙江省杭州市西湖区文三路 90 号东部软件园科技大厦 8 层',
  postcode: '310012',
  hotline: '400-880-1234',
  hours: '每天 9:00–21:00（法定节假日 9:00–18:00）',
  serviceEmail: 'service@skillsite.example.com',
  privacyEmail: 'privacy@skillsite.example.com',
  businessEmail: 'bd@skillsite.example.com',
  mediaEmail: 'media@skillsite.example.com',
  joinEmail: 'join@skillsite.example.com',
  court: '杭州市西湖区人民法院',
});
