import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CODE_MATERIAL_TOO_LARGE, CODE_MATERIAL_TYPE, CODE_PHOTO_RULES } from '@shared/api/enrollment';
import { MB } from '@shared/lib/application-materials';
import { materialFileSchema } from '@shared/schemas/enrollment-application';
import { buildMockApi } from '../app';
import { CODE_INVALID } from '../core/define-handler';
import { uploadMaterialFile, validApplicationForm } from './application-testing';
import { contentDisposition, materialFileName } from './material-content';
import { MaterialFiles, type StoredMaterial } from './material-files';
import { AccountStateRegistry } from '../core/account-scoped-state';
import { CHINESE, jpegHeaderOfSize, mockPool, multipartFile, PDF_BYTES, pngOfSize } from '../core/test-support';

const pool = mockPool();
afterEach(() => pool.closeAll());

/** Account 1 and account 2, both signed in. */
function setUp() {
  const { mock, advance } = pool.withClock();
  const learner = mock.store.issueToken(1);
  const other = mock.store.issueToken(2);
  const upload = (kind: string, file: ReturnType<typeof multipartFile>, token: string | undefined = learner) =>
    uploadMaterialFile(mock.app, token, kind, file);
  const fetchFile = (url: string, token?: string) => mock.app.inject({ url: url.replace(/^\/api/, ''), headers: token ? { token } : {} });
  return { mock, advance, learner, other, upload, fetchFile };
}

const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0x2c, 0x01, 0xa4, 0x01, 0x00, 0x00, 0x00]), Buffer.alloc(16)]);

describe('POST /enrollment/upload: what a file is, by its content', () => {
  it('an ID photo (PNG or JPEG, upright, at least 295×413) and a PDF where the kind allows one', async () => {
    const { upload } = setUp();
    const photo = await upload('photo', multipartFile('证件照.png', pngOfSize(300, 420), 'image/png'));
    expect(photo.code, photo.msg).toBe(0);
    expect(materialFileSchema.safeParse(photo.data).success).toBe(true);
    expect(photo.data).toMatchObject({ name: '证件照.png', mime: 'image/png', width: 300, height: 420 });
    expect(photo.data!.url).toBe(`/api/enrollment/file/${photo.data!.id}`);
    const jpeg = await upload('photo', multipartFile('me.jpeg', jpegHeaderOfSize(413, 600), 'image/jpeg'));
    expect(jpeg.data).toMatchObject({ mime: 'image/jpeg', width: 413, height: 600 });
    const pdf = await upload('schooling', multipartFile('毕业证.pdf', PDF_BYTES, 'application/pdf'));
    expect(pdf.data).toMatchObject({ mime: 'application/pdf', size: PDF_BYTES.length });
    expect(pdf.data).not.toHaveProperty('width');
    // Unguessable, and never the same twice.
    expect(new Set([photo.data!.id, jpeg.data!.id, pdf.data!.id]).size).toBe(3);
  });

  it.each([
    [
      'a text file named .jpg',
      'id-card',
      multipartFile('id.jpg', Buffer.from('not a picture at all'), 'image/jpeg'),
      '只能上传 JPG、PNG 图片或 PDF 文件',
    ],
    ['a GIF', 'id-card', multipartFile('id.gif', GIF, 'image/gif'), '只能上传 JPG、PNG 图片或 PDF 文件'],
    ['a PDF as the photo', 'photo', multipartFile('photo.pdf', PDF_BYTES, 'application/pdf'), '证件照只能是 JPG 或 PNG 图片'],
    ['an empty file', 'health', multipartFile('empty.pdf', Buffer.alloc(0), 'application/pdf'), '文件是空的，请重新选择'],
  ])('%s → 1307', async (_, kind, file, message) => {
    const { upload } = setUp();
    expect(await upload(kind, file)).toEqual({ code: CODE_MATERIAL_TYPE, msg: message });
  });

  it('over the kind’s size → 1308 (2 MB for the photo, 5 MB for the rest)', async () => {
    const { upload } = setUp();
    const bigPhoto = Buffer.concat([pngOfSize(300, 420), Buffer.alloc(2 * MB)]);
    expect(await upload('photo', multipartFile('big.png', bigPhoto, 'image/png'))).toEqual({
      code: CODE_MATERIAL_TOO_LARGE,
      msg: '一寸免冠白底证件照不能超过 2 MB',
    });
    const bigPdf = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * MB)]);
    expect(await upload('work-proof', multipartFile('big.pdf', bigPdf, 'application/pdf'))).toMatchObject({
      code: CODE_MATERIAL_TOO_LARGE,
    });
    // The same bytes are fine where the limit is higher.
    expect((await upload('id-card', multipartFile('ok.png', bigPhoto, 'image/png'))).code).toBe(0);
  });

  it('a photo too small or lying on its side → 1309 with its pixels', async () => {
    const { upload } = setUp();
    expect(await upload('photo', multipartFile('small.png', pngOfSize(200, 300), 'image/png'))).toEqual({
      code: CODE_PHOTO_RULES,
      msg: '证件照尺寸太小（200×300），至少 295×413 像素',
    });
    expect((await upload('photo', multipartFile('wide.png', pngOfSize(600, 420), 'image/png'))).code).toBe(CODE_PHOTO_RULES);
    // Any picture will do for the other kinds.
    expect((await upload('id-card', multipartFile('wide.png', pngOfSize(600, 420), 'image/png'))).code).toBe(0);
  });

  it('no kind, an unknown kind, no file field, not multipart: 400; signed out: 401', async () => {
    const { mock, upload, learner } = setUp();
    const photo = multipartFile('证件照.png', pngOfSize(300, 420), 'image/png');
    for (const kind of ['', 'passport']) expect((await upload(kind, photo)).code).toBe(CODE_INVALID);
    const json = await mock.app.inject({
      method: 'POST',
      url: '/enrollment/upload?kind=photo',
      payload: { file: 'x' },
      headers: { token: learner },
    });
    expect(json.json()).toMatchObject({ code: CODE_INVALID });
    const signedOut = await uploadMaterialFile(mock.app, undefined, 'photo', photo);
    expect(signedOut).toEqual({ code: 401, msg: '请先登录后再上传报名材料' });
  });

  it('the shown name keeps the original, without paths or invisible characters, at most 80 characters, with the content’s extension', () => {
    expect(materialFileName('C:\\Users\\王\\毕业证.pdf', 'schooling', 'application/pdf')).toBe('毕业证.pdf');
    expect(materialFileName('photo\u202egnp.exe', 'photo', 'image/png')).toBe('photognp.png');
    expect(materialFileName('  ', 'photo', 'image/png')).toBe('一寸免冠白底证件照.png');
    expect(materialFileName('毕业证明.html', 'schooling', 'application/pdf')).toBe('毕业证明.pdf');
    expect(materialFileName('证件照.JPEG', 'photo', 'image/jpeg')).toBe('证件照.JPEG');
    expect(materialFileName('证件照', 'photo', 'image/png')).toBe('证件照.png');
    expect(materialFileName('张三 v1.2 (扫描件).svg', 'schooling', 'image/png')).toBe('张三 v1.2 (扫描件).png');
    expect(materialFileName('scan.2024-05', 'schooling', 'application/pdf')).toBe('scan.2024-05.pdf');
    const long = materialFileName(`${'很长的名字'.repeat(30)}.pdf`, 'health', 'application/pdf');
    expect([...long]).toHaveLength(80);
    expect(long.endsWith('.pdf')).toBe(true);
    expect(contentDisposition('身份证 (正面).jpg')).toBe(
      `inline; filename="___ (__).jpg"; filename*=UTF-8''%E8%BA%AB%E4%BB%BD%E8%AF%81%20%28%E6%AD%A3%E9%9D%A2%29.jpg`,
    );
    expect(contentDisposition('a"b;c.pdf')).toMatch(/^inline; filename="a_b_c\.pdf"; filename\*=UTF-8''a%22b%3Bc\.pdf$/);
  });
});

describe('GET /enrollment/file/{id}: only for its owner', () => {
  it('the owner gets the bytes, inline, never cached or sniffed; anyone else, signed out or an unknown id: the same 404', async () => {
    const { upload, fetchFile, learner, other } = setUp();
    const bytes = pngOfSize(300, 420);
    const { data } = await upload('photo', multipartFile('我的证件照.png', bytes, 'image/png'));
    const mine = await fetchFile(data!.url, learner);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(bytes)).toBe(true);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    expect(mine.headers['content-disposition']).toMatch(/^inline; /);
    expect(mine.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('我的证件照.png')}`);
    // A PDF is saved rather than shown: browsers show none under the sandboxing CSP.
    const pdf = await upload('id-card', multipartFile('身份证.pdf', PDF_BYTES, 'application/pdf'));
    expect((await fetchFile(pdf.data!.url, learner)).headers['content-disposition']).toMatch(/^attachment; /);
    // Named by what it is: a PDF sent as 毕业证明.html is shown and downloaded as 毕业证明.pdf, never .html.
    const renamed = await upload('schooling', multipartFile('毕业证明.html', PDF_BYTES, 'text/html'));
    expect(renamed.data).toMatchObject({ name: '毕业证明.pdf', mime: 'application/pdf' });
    const saved = (await fetchFile(renamed.data!.url, learner)).headers['content-disposition'];
    expect(saved).toContain(`filename*=UTF-8''${encodeURIComponent('毕业证明.pdf')}`);
    expect(saved).not.toContain('html');
    const refusals = [
      await fetchFile(data!.url, other),
      await fetchFile(data!.url),
      await fetchFile('/api/enrollment/file/abcdefgh1234', learner),
      await fetchFile('/api/enrollment/file/..%2F..%2Fetc', learner),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect(refused.json()).toEqual({ code: 404, msg: '文件不存在' });
    }
  });
});

describe('the files kept per account', () => {
  const file = (ownerId: number, size = 100): Omit<StoredMaterial, 'id'> => ({
    ownerId,
    kind: 'id-card',
    name: 'id.pdf',
    mime: 'application/pdf',
    bytes: Buffer.alloc(size),
  });

  it('past 40 files the owner’s oldest unused one goes, never one an application shows, never another learner’s', () => {
    const inUse = new Set<string>();
    const files = new MaterialFiles(new AccountStateRegistry(), (ownerId) => (ownerId === 8 ? inUse : new Set()));
    const others = files.add(file(7)) as StoredMaterial;
    const mine = Array.from({ length: 40 }, () => files.add(file(8)) as StoredMaterial);
    inUse.add(mine[0]!.id);
    const next = files.add(file(8)) as StoredMaterial;
    expect(files.ownedBy(8, mine[0]!.id)).toBeDefined();
    expect(files.ownedBy(8, mine[1]!.id)).toBeUndefined();
    expect(files.ownedBy(8, next.id)).toBeDefined();
    expect(files.ownedBy(7, others.id)).toBeDefined();
    expect(files.ownedBy(8, others.id)).toBeUndefined();
    expect(files.usageOf(8).count).toBe(40);
  });

  it('bytes count too; when everything is in use the upload is refused, and a full store refuses without evicting anyone', () => {
    const inUse = new Set<string>();
    const files = new MaterialFiles(new AccountStateRegistry(), () => inUse, {
      perAccountCount: 40,
      perAccountBytes: 1000,
      totalBytes: 1500,
    });
    const first = files.add(file(8, 600)) as StoredMaterial;
    const second = files.add(file(8, 600)) as StoredMaterial;
    expect(files.ownedBy(8, first.id)).toBeUndefined();
    inUse.add(second.id);
    expect(files.add(file(8, 600))).toBe('owner-full');
    expect(files.add(file(9, 1000))).toBe('store-full');
    expect(files.ownedBy(8, second.id)).toBeDefined();
  });

  it('through the API: a learner’s application keeps its files however many more they upload', async () => {
    const { mock, learner, fetchFile } = setUp();
    const plan = mock.store.content.enrollmentPlans.find((candidate) => candidate.status === 'open')!;
    const form = await validApplicationForm(mock.app, learner, plan, mock.store.now());
    expect(
      (await mock.app.inject({ method: 'POST', url: `/enrollment/${plan.id}/apply`, payload: form, headers: { token: learner } })).json(),
    ).toMatchObject({
      code: 0,
    });
    for (let index = 0; index < 45; index += 1) expect((await uploadMaterialFile(mock.app, learner, 'health')).code).toBe(0);
    for (const { fileId } of form.materials) expect((await fetchFile(`/api/enrollment/file/${fileId}`, learner)).statusCode).toBe(200);
    expect(mock.store.materialFiles.usageOf(1).count).toBe(40);
  });
});

describe('uploads at once: the community’s and the materials’ together', () => {
  it('signed out is answered 401 before the body; a third upload in flight from one client is 429, whichever route', async () => {
    const mock = buildMockApi({ liveSimulation: false });
    const base = await mock.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(base).port);
    /** Headers and a few bytes of body, never the rest: an answer that comes proves the body was not waited for. */
    const started = (path: string, headers: Record<string, string>) => {
      const socket = connect({ host: '127.0.0.1', port });
      const lines = Object.entries({
        host: 'mock',
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MB),
        ...headers,
      });
      socket.write(`POST ${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n--x`);
      const answer = new Promise<{ status: number; body: string }>((resolve) => {
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
        socket.on('close', () =>
          resolve({ status: Number(received.slice(9, 12)), body: received.slice(received.indexOf('\r\n\r\n') + 4) }),
        );
      });
      return { socket, answer };
    };
    try {
      const signedOut = started('/enrollment/upload?kind=photo', {});
      expect(await signedOut.answer).toEqual({ status: 200, body: JSON.stringify({ code: 401, msg: '请先登录后再上传报名材料' }) });
      const token = mock.store.issueToken(1);
      const inFlight = [started('/community/upload', { token }), started('/enrollment/upload?kind=photo', { token })];
      // Both past the gate (their headers read) before the third comes.
      await new Promise((wait) => setTimeout(wait, 300));
      const third = started('/enrollment/upload?kind=id-card', { token, 'x-real-ip': '198.51.100.7' });
      const refused = await third.answer;
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 429, msg: expect.stringMatching(CHINESE) });
      for (const { socket } of inFlight) socket.destroy();
    } finally {
      await mock.app.close();
    }
  });
});
