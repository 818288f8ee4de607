import { deflateSync, crc32 } from 'node:zlib';
import type { AdmissionTicket, Certificate, Journey } from '@shared/schemas/certification';

/**
 * Documents as the contract answers them, for the renderers' tests and scripts/render-pdf.ts: a
 * learner's admission ticket, certificate and journey, with the punctuation and lengths real data has.
 */
export const TICKET_FIXTURE: AdmissionTicket = {
  planId: 12,
  ticketNo: '2026120431010200157',
  issuedAt: '2026-12-01T09:00:00+08:00',
  name: '张明远',
  idNumberMasked: '3101**********2417',
  photo: {
    id: 'photo-0001-abcd',
    name: '证件照.png',
    mime: 'image/png',
    size: 40_000,
    width: 413,
    height: 579,
    url: '/api/enrollment/file/photo-0001-abcd',
  },
  professionName: '电工',
  professionCode: '6-31-01-03',
  skillLevel: 2,
  planTitle: '2026年第四期电工（四级/中级工）职业技能等级认定',
  institutionName: '上海市浦东新区职业技能鉴定中心',
  sessions: [
    {
      part: 'theory',
      start: '2026-12-04T09:00:00+08:00',
      end: '2026-12-04T10:30:00+08:00',
      venue: '技能学堂在线考场',
      address: '线上考试（本站「考试」页面进入，需实名认证）',
      room: null,
      seat: null,
      note: '请提前 15 分钟登录，开考后 30 分钟不得进入；全程开启摄像头。',
    },
    {
      part: 'practical',
      start: '2026-12-05T09:00:00+08:00',
      end: '2026-12-05T11:00:00+08:00',
      venue: '浦东新区职业技能实训基地',
      address: '上海市浦东新区锦绣路 1500 号 3 号楼',
      room: '第 03 考场',
      seat: '17',
      note: '携带身份证、准考证原件；穿绝缘鞋、工作服。',
    },
  ],
  rules: [
    '考生凭准考证和本人有效身份证件（原件）参加考试，二者缺一不得入场。',
    '理论知识考试在本站进行，开考前须完成实名认证；考试期间不得切换页面、不得由他人代考，系统将记录作答过程。',
    '操作技能考核须于开考前 30 分钟到达考点，迟到 15 分钟及以上者不得入场，考核开始后 30 分钟内不得离场。',
    '除规定的工具和文具外，不得携带手机、智能手表等通讯、存储设备进入考场；已携带的须关机后放在指定位置。',
    '考生应服从考评人员管理，遵守安全操作规程；违反考场纪律或操作规程造成安全隐患的，取消当次考核资格。',
    '成绩于考核结束后 3 个工作日内在本站「我的考证」中公布；理论知识与操作技能均达 60 分及以上者为合格。',
  ],
  examId: 31,
};

export const CERTIFICATE_FIXTURE: Certificate = {
  no: 'S310115202604001572',
  verificationCode: '7KQ2M9XD',
  holderName: '张明远',
  idNumberMasked: '3101**********2417',
  professionName: '电工',
  professionCode: '6-31-01-03',
  skillLevel: 2,
  institutionName: '上海市浦东新区职业技能鉴定中心',
  issuedAt: '2026-12-18T10:00:00+08:00',
  planId: 12,
  theoryScore: 86,
  practicalScore: 78.5,
};

export const JOURNEY_FIXTURE: Journey = {
  planId: 12,
  planTitle: TICKET_FIXTURE.planTitle,
  professionId: 3,
  professionName: '电工',
  skillLevel: 2,
  institutionName: TICKET_FIXTURE.institutionName,
  city: '上海',
  examDate: '2026-12-04T09:00:00+08:00',
  examId: 31,
  steps: [],
  ticket: { issueAt: '2026-12-01T09:00:00+08:00', issued: true },
  result: null,
  certificate: null,
  calendar: [
    {
      uid: 'plan-12-fee-deadline',
      title: '缴费截止：电工（四级/中级工）',
      start: '2026-11-27T18:00:00+08:00',
      end: null,
      location: null,
      description: '请于截止前在「我的考证」完成缴费，逾期报名失效。',
    },
    {
      uid: 'plan-12-theory',
      title: '理论知识考试：电工（四级/中级工）',
      start: '2026-12-04T09:00:00+08:00',
      end: '2026-12-04T10:30:00+08:00',
      location: '技能学堂在线考场',
      description: '线上考试；请提前 15 分钟登录，开考后 30 分钟不得进入。',
    },
    {
      uid: 'plan-12-practical',
      title: '操作技能考核：电工（四级/中级工）',
      start: '2026-12-05T09:00:00+08:00',
      end: '2026-12-05T11:00:00+08:00',
      location: '浦东新区职业技能实训基地，上海市浦东新区锦绣路 1500 号; 3 号楼',
      description: '携带身份证、准考证原件；穿绝缘鞋、工作服。\n考场：第 03 考场, 座位 17',
    },
  ],
};

/**
 * A stand-in ID photo (PNG, 一寸 proportions): a blue background with a head-and-shoulders silhouette,
 * so a rendered ticket shows where and how the photo sits.
 */
export function samplePhoto(width = 295, height = 413): Buffer {
  const rows: Buffer[] = [];
  const head = { x: width / 2, y: height * 0.4, rx: width * 0.2, ry: height * 0.17 };
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inHead = ((x - head.x) / head.rx) ** 2 + ((y - head.y) / head.ry) ** 2 <= 1;
      const shoulders = y > height * 0.62 && Math.abs(x - width / 2) < width * 0.12 + (y - height * 0.62) * 1.6;
      const [r, g, b] = inHead ? [232, 200, 176] : shoulders ? [40, 44, 56] : [67, 142, 219];
      row.writeUInt8(r, 1 + x * 3);
      row.writeUInt8(g, 2 + x * 3);
      row.writeUInt8(b, 3 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
