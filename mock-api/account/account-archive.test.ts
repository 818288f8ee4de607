import { afterEach, describe, expect, it } from 'vitest';
import { accountExportSchema } from '@shared/api/account-lifecycle';
import { mockPool, multipartFile, PDF_BYTES } from '../core/test-support';
import { uploadMaterialFile } from '../enrollment/application-testing';
import { LEFT_OUT } from './account-archive';

/**
 * 导出我的数据 holds everything the site keeps about the learner (issue 35 §11, PIPL art. 45): every
 * per-account store of the mock (its AccountStateRegistry, which eviction and deletion also walk) is
 * either a section of the export or named in `leftOut` with the reason — a store added later fails
 * here until it is one or the other — and a store that keeps something for the learner shows it.
 */
const mocks = mockPool();
afterEach(() => mocks.closeAll());

/** Each per-account store: the export's sections that carry it, or the `leftOut` entry that explains why not. */
const ACCOUNTED: Record<string, { sections: string[] } | { leftOut: string }> = {
  Sessions: { sections: ['devices'] },
  Orders: { sections: ['orders'] },
  CoinLedger: { sections: ['coins'] },
  CourseEnrolments: { sections: ['study.enrolments', 'favourites'] },
  LessonProgress: { sections: ['study.lessons'] },
  StudyTime: { sections: ['study.studyTime'] },
  LessonNotes: { sections: ['study.notes'] },
  CourseReviewStore: { sections: ['reviews'] },
  Community: { sections: ['community'] },
  ImageUploads: { sections: ['files'] },
  MessageBox: { sections: ['messages'] },
  Invoices: { sections: ['invoices'] },
  RealNames: { sections: ['profile.realName'] },
  JoinApplications: { sections: ['joinApplication'] },
  BusinessDesk: { sections: ['feedback'] },
  PlanApplications: { sections: ['applications'] },
  MaterialFiles: { sections: ['files'] },
  ExamAttempts: { sections: ['examAttempts'] },
  WrongBook: { sections: ['wrongQuestionBook'] },
  ExamGoals: { sections: ['examGoal'] },
  StudyPlans: { sections: ['studyPlan'] },
  PracticeSessions: { sections: ['practiceSessions'] },
  QuestionReports: { sections: ['questionReports'] },
  LiveReminders: { sections: ['liveReminders'] },
  Reminders: { sections: ['reminders'] },
  PostLimits: { leftOut: 'abuse-counters' },
  MediaServed: { leftOut: 'media-served' },
  LiveRooms: { leftOut: 'live-rooms' },
  CertificationRecords: { leftOut: 'journey-records' },
};

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], value);

/** Whether a section holds anything: an item, a field with something in it, a positive count. */
function hasContent(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value).some(hasContent);
  if (typeof value === 'number') return value > 0;
  return typeof value === 'string' ? value !== '' : value === true;
}

describe('导出我的数据: everything kept, or said why not', () => {
  it('every per-account store is a section of the export or a reason in leftOut; what a store keeps for the learner is in it', async () => {
    const { mock } = mocks.withClock();
    const { store } = mock;
    // 技能学员小王: orders, an application with its materials, a certificate, messages; and a material uploaded now.
    const token = store.issueToken(1);
    const upload = await uploadMaterialFile(mock.app, token, 'schooling', multipartFile('毕业证.pdf', PDF_BYTES, 'application/pdf'));
    expect(upload.code, upload.msg).toBe(0);

    const response = await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token } });
    expect(response.statusCode).toBe(200);
    const exported = accountExportSchema.parse(JSON.parse(response.body));
    expect(exported.format).toBe('skill-site-account-export/2');

    const leftOutKeys = new Map(LEFT_OUT.map((entry) => [entry.key, entry]));
    for (const member of store.accountStates.members()) {
      const name = member.constructor.name;
      const accounted = ACCOUNTED[name];
      expect(accounted, `${name} keeps data per account: export it, or say in LEFT_OUT why not`).toBeDefined();
      if ('leftOut' in accounted!) {
        const entry = leftOutKeys.get(accounted.leftOut)!;
        expect(exported.leftOut, name).toContainEqual({ what: entry.what, why: entry.why });
      } else if (member.hasStateFor(1)) {
        expect(
          accounted!.sections.some((section) => hasContent(at(exported, section))),
          `${name} keeps something for the learner: ${accounted!.sections.join(' or ')} must show it`,
        ).toBe(true);
      }
    }
    // Every reason is a sentence for the learner, and says what is not exported.
    for (const entry of exported.leftOut) expect(entry.why.length).toBeGreaterThan(10);
    expect(exported.leftOut.map((entry) => entry.what).join()).toContain('密码');

    // The seeded journey's application and certificate, and the file just uploaded, byte for byte.
    expect(exported.applications.length).toBeGreaterThan(0);
    const held = mock.certification.records.certificates.ofAccount(1).map((certificate) => certificate.no);
    expect(held.length).toBeGreaterThan(0);
    expect(exported.certificates.map((certificate) => certificate.no)).toEqual(held);
    const file = exported.files.find((candidate) => candidate.id === upload.data!.id)!;
    expect(file).toMatchObject({ kind: 'enrollment-material', name: '毕业证.pdf', mime: 'application/pdf' });
    expect(Buffer.from(file.base64, 'base64').equals(PDF_BYTES)).toBe(true);
    expect(exported.devices.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(token);
  });

  it('holds only the learner’s own records: another learner’s upload, messages and devices are not in it', async () => {
    const { mock } = mocks.withClock();
    const mine = mock.store.issueToken(1);
    const theirs = mock.store.issueToken(2);
    const other = await uploadMaterialFile(mock.app, theirs, 'schooling', multipartFile('别人的证明.pdf', PDF_BYTES, 'application/pdf'));
    const body = (await mock.app.inject({ method: 'GET', url: '/user/export', headers: { token: mine } })).body;
    expect(body).not.toContain(other.data!.id);
    expect(body).not.toContain('别人的证明');
    const exported = accountExportSchema.parse(JSON.parse(body));
    expect(exported.profile.id).toBe(1);
    expect(exported.devices).toHaveLength(mock.store.sessions.sessionsOf(1).length);
  });
});
