import { afterAll, describe, expect, it } from 'vitest';
import { CODE_AVATAR_NOT_YOURS } from '@shared/api/profile-settings';
import type { MyProfile } from '@shared/schemas/profile-settings';
import { buildMockApi, type MockApi } from '../app';
import { envelopeOf, pngUpload, type Envelope } from '../core/test-support';

const mock = buildMockApi({ liveSimulation: false });
afterAll(() => mock.app.close());

const learner = (m: MockApi) => {
  const account = m.store.accounts.add({
    phone: `134${String(m.store.accounts.size).padStart(8, '0')}`,
    passwordHash: 'x:y',
    nickname: '学员0001',
    gender: 0,
    signature: '',
    realNameVerified: false,
    coinBalance: 0,
    wechatOpenId: null,
    createdAt: '2026-11-01T00:00:00+08:00',
  });
  return { account, token: m.store.issueToken(account.id) };
};
const send = async (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown): Promise<Envelope> =>
  envelopeOf(
    await mock.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: token ? { token } : {} }),
    url,
  );
const upload = async (token: string) =>
  (
    (
      await mock.app.inject({ method: 'POST', url: '/community/upload', ...pngUpload(), headers: { ...pngUpload().headers, token } })
    ).json() as { data: { url: string } }
  ).data.url;

const base = { nickname: '电工小张', gender: 1, education: 5, birthday: '1998-03-14', bio: '持证上岗，继续进修中级工。' };

describe('个人资料', () => {
  it('reads and saves the profile; the header user follows', async () => {
    const { token } = learner(mock);
    expect((await send('GET', '/user/profile', token)).data as MyProfile).toMatchObject({
      nickname: '学员0001',
      gender: 0,
      education: null,
      birthday: null,
      bio: '',
    });
    const saved = await send('PUT', '/user/profile', token, { ...base, nickname: '  电工小张  ' });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ profile: { ...base }, user: { nickname: '电工小张' } });
    expect(((await send('GET', '/user/self', token)).data as { user: { nickname: string } }).user.nickname).toBe('电工小张');
    const cleared = await send('PUT', '/user/profile', token, { ...base, education: null, birthday: null, bio: '' });
    expect(cleared.data).toMatchObject({ profile: { education: null, birthday: null, bio: '' } });
  });

  it('refuses with the same Chinese messages as the form', async () => {
    const { token } = learner(mock);
    const cases: [Record<string, unknown>, string][] = [
      [{ nickname: '王' }, '昵称不能少于 2 个字'],
      [{ nickname: '技'.repeat(17) }, '昵称不能超过 16 个字'],
      [{ nickname: '技能学堂官方' }, '不能包含'],
      [{ nickname: '<b>王</b>' }, '只能包含'],
      [{ bio: '学'.repeat(201) }, '个人简介不能超过 200 字'],
      [{ birthday: '2999-01-01' }, '生日不能晚于今天'],
      [{ birthday: '1995-02-29' }, '生日不是一个有效的日期'],
      [{ gender: 3 }, '性别不正确'],
      [{ education: 9 }, '学历不正确'],
    ];
    for (const [change, message] of cases) {
      const refused = await send('PUT', '/user/profile', token, { ...base, ...change });
      expect(refused.code, JSON.stringify(change)).toBe(400);
      expect(refused.msg, JSON.stringify(change)).toContain(message);
    }
    expect((await send('GET', '/user/profile', token)).data).toMatchObject({ nickname: '学员0001' });
    expect((await send('PUT', '/user/profile', undefined, base)).code).toBe(401);
  });

  it('an avatar is an image the learner uploaded: theirs is worn everywhere, another’s is refused', async () => {
    const me = learner(mock);
    const other = learner(mock);
    const mine = await upload(me.token);
    const theirs = await upload(other.token);
    expect(await send('PUT', '/user/avatar', me.token, { url: theirs })).toMatchObject({
      code: CODE_AVATAR_NOT_YOURS,
      msg: '头像图片已失效，请重新上传',
    });
    expect((await send('PUT', '/user/avatar', me.token, { url: '/api/media/avatar/1.svg' })).code).toBe(400);
    const saved = await send('PUT', '/user/avatar', me.token, { url: mine });
    expect(saved.data).toMatchObject({ profile: { avatar: mine }, user: { avatar: mine } });
    expect(((await send('GET', `/community/user/${me.account.id}`)).data as { avatar: string }).avatar).toBe(mine);
  });
});
