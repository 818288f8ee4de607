import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { listMyCertificates, queryCertificates } from '@shared/api/certification';
import { CERTIFICATE_QUERY_LIMITS, certificateNoPath, certificateVerifyPath } from '@shared/lib/certification-journey';
import type { Certificate } from '@shared/schemas/certification';
import { contractClient } from './support/api';
import { storageStateOf } from './support/accounts';
import { expectAccessibleInBothSchemes } from './support/axe';
import { trackProblems, waitForHydration } from './support/page';

/**
 * 证书核验 (/certificate/verify/:no, what the certificate's QR code opens) and 证书查询
 * (/certificate/query), signed out, as an employer or the holder would use them.
 *
 * The query is limited per client address (CERTIFICATE_QUERY_LIMITS) and the whole suite runs from
 * one: each test here is a client of its own, an address of the documentation range sent as
 * X-Forwarded-For, which the test server trusts from loopback as it would from nginx (TRUST_PROXY in
 * playwright.config.ts). The limit is not lifted for tests: the flood test meets it.
 */

/**
 * The demo learner 技能学员小王 as his real-name record has him (mock-api/real-name/real-names.ts,
 * seededIdentity): his seeded journey ended with a certificate (mock-api/certification/certification.ts).
 */
const HOLDER = { name: '王晓明', idNumber: '310115197806120373' } as const;

/** GB 11643 check character, written out here so the test does not lean on the code it tests. */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** A well-formed ID number nobody holds (random birth date and sequence in 2000s Hangzhou). */
const unknownIdNumber = () =>
  withCheck(
    `330106200${Math.floor(Math.random() * 9)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
  );

/** An address of its own (IPv6 documentation range) for the page's requests, server-rendered and API alike. */
async function asClientOfItsOwn(page: Page): Promise<string> {
  const address = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

/** The demo learner's certificate, as his own space lists it. */
async function holdersCertificate(baseURL: string | undefined): Promise<Certificate> {
  const context = await playwrightRequest.newContext({ baseURL, storageState: storageStateOf('learner') });
  try {
    const certificates = await contractClient(context).call(listMyCertificates);
    expect(certificates.length, 'the demo learner has a certificate').toBeGreaterThan(0);
    return certificates[0]!;
  } finally {
    await context.dispose();
  }
}

const queryForm = (page: Page) => page.getByRole('form', { name: '按姓名和身份证号查询证书' });
const nameField = (page: Page) => queryForm(page).getByRole('textbox', { name: '持证人姓名' });
const idField = (page: Page) => queryForm(page).getByRole('textbox', { name: '身份证号' });

async function openQuery(page: Page) {
  await page.goto('/certificate/query');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '证书查询' })).toBeVisible();
}

/** Types well-formed values and sends them, once the form has checked them (as a learner pauses before the button). */
async function ask(page: Page, name: string, idNumber: string) {
  await nameField(page).fill(name);
  await idField(page).fill(idNumber);
  // Messages from an earlier refusal go with the check after typing; clicking before that, the blur would
  // remove them under the pointer and the button would move away from the click.
  await expect(queryForm(page).getByRole('alert')).toHaveCount(0);
  await queryForm(page).getByRole('button', { name: '查询证书' }).click();
}

test('the QR code’s URL: 证书真实有效, the masked holder and the record, out of search indexes @mobile', async ({ page, baseURL }) => {
  const problems = trackProblems(page);
  await asClientOfItsOwn(page);
  const certificate = await holdersCertificate(baseURL);
  const response = await page.goto(certificateVerifyPath(certificate.no, certificate.verificationCode));
  expect(response?.status()).toBe(200);
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: '证书真实有效' })).toBeVisible();
  const record = page.getByTestId('certificate-record');
  const field = (label: string) =>
    record
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd');
  await expect(field('证书编号')).toHaveText(certificate.no);
  // The name and ID number are masked: 王*明, the first 3 and last 4 characters of the number.
  await expect(field('持证人')).toHaveText('王*明');
  await expect(field('身份证号')).toHaveText(`${HOLDER.idNumber.slice(0, 3)}${'*'.repeat(11)}${HOLDER.idNumber.slice(-4)}`);
  await expect(record).not.toContainText(HOLDER.name);
  await expect(field('职业（工种）')).toHaveText(certificate.professionName);
  await expect(field('职业编码')).toHaveText(certificate.professionCode);
  await expect(field('评价机构')).toHaveText(certificate.institutionName);
  await expect(field('技能等级')).toHaveText(/^(初级工\/五级|中级工\/四级|高级工\/三级|技师\/二级|高级技师\/一级)$/);
  await expect(field('发证日期')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(problems.list()).toEqual([]);
});

test('a number and code no certificate has: 404 and what to do; a malformed one is refused in the form; another opens its page', async ({
  page,
  baseURL,
}) => {
  await asClientOfItsOwn(page);
  const certificate = await holdersCertificate(baseURL);
  const unknown = 'S00000000000000000';
  const response = await page.goto(certificateVerifyPath(unknown, 'ABCDEFGH'));
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '未查询到该证书' })).toBeVisible();
  await expect(page.getByTestId('verify-message')).toHaveText(`未查询到编号为 ${unknown} 的证书，请核对证书编号。`);

  const retry = page.getByRole('textbox', { name: '重新输入证书编号' });
  const code = page.getByRole('textbox', { name: '核验码' });
  await expect(retry).toHaveValue(unknown);
  await expect(code).toHaveValue('ABCDEFGH');
  await retry.fill('S2025');
  await page.getByRole('button', { name: '核验' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '证书编号为' })).toHaveText('证书编号为 1 个大写字母加 17–21 位数字');
  await expect(retry).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`${unknown}\\?code=ABCDEFGH$`));

  // Typed as read off the paper: lower case, in groups; the code in lower case with a dash.
  await retry.fill(` ${certificate.no.toLowerCase().replace(/(\d{4})/g, '$1 ')} `);
  await code.fill(`${certificate.verificationCode.slice(0, 4).toLowerCase()}-${certificate.verificationCode.slice(4)}`);
  await page.getByRole('button', { name: '核验' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/verify/${certificate.no}\\?code=${certificate.verificationCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: '证书真实有效' })).toBeVisible();
});

test('the number alone (an old QR code’s URL) says nothing about the register: it asks for the 核验码 or sends to 证书查询', async ({
  page,
  baseURL,
}) => {
  await asClientOfItsOwn(page);
  const certificate = await holdersCertificate(baseURL);
  for (const no of [certificate.no, 'S00000000000000000']) {
    const response = await page.goto(certificateNoPath(no));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: '请输入核验码' })).toBeVisible();
    await expect(page.getByTestId('verify-message')).toContainText(`核验编号为 ${no} 的证书还需要核验码`);
    await expect(page.getByTestId('verify-message').getByRole('link', { name: '证书查询' })).toHaveAttribute('href', '/certificate/query');
    await expect(page.getByTestId('certificate-record')).toHaveCount(0);
  }
  await page.getByRole('textbox', { name: '证书编号' }).fill(certificate.no);
  await page.getByRole('textbox', { name: '核验码' }).fill(certificate.verificationCode);
  await page.getByRole('button', { name: '核验' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '证书真实有效' })).toBeVisible();
});

test('证书查询: the right name and ID number list the certificate, masked, linked to its verification page', async ({ page, baseURL }) => {
  await asClientOfItsOwn(page);
  const certificate = await holdersCertificate(baseURL);
  await openQuery(page);

  // Checked with the contract's rules before anything is sent.
  await queryForm(page).getByRole('button', { name: '查询证书' }).click();
  await expect(queryForm(page).getByRole('alert')).toHaveText(['请输入持证人姓名', '请输入 18 位居民身份证号码']);
  await expect(nameField(page)).toBeFocused();

  // Pasted in groups, with a lower-case x where there would be one: read as the API reads it.
  await ask(page, ` ${HOLDER.name} `, HOLDER.idNumber.replace(/^(\d{6})(\d{8})/, '$1 $2 '));
  const results = page.getByTestId('query-results');
  await expect(results.getByRole('status')).toContainText('王*明');
  const found = results.getByTestId('query-result').filter({ hasText: certificate.no });
  await expect(found).toContainText(certificate.professionName);
  await expect(found).toContainText(certificate.institutionName);
  await expect(results).not.toContainText(HOLDER.idNumber);
  expect(page.url()).not.toContain(HOLDER.idNumber);
  // Off the button just clicked: a hovered primary button in dark is the site-wide hover colour, not this state.
  await page.mouse.move(0, 0);
  await expectAccessibleInBothSchemes(page, 'certificate query: results');

  await found.click();
  await expect(page).toHaveURL(new RegExp(`/certificate/verify/${certificate.no}\\?code=${certificate.verificationCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: '证书真实有效' })).toBeVisible();
  // Back: the form and its answer are still there, without asking again.
  await page.goBack();
  await expect(nameField(page)).toHaveValue(` ${HOLDER.name} `);
  await expect(results.getByTestId('query-result').filter({ hasText: certificate.no })).toBeVisible();
});

test('证书查询: a wrong name and an unknown ID number get the one same answer, which never says whether the number exists', async ({
  page,
}) => {
  await asClientOfItsOwn(page);
  await openQuery(page);
  const refusal = page.getByTestId('query-refusal');

  await ask(page, '王晓红', HOLDER.idNumber);
  await expect(refusal).toBeVisible();
  const wrongName = await refusal.textContent();

  await ask(page, HOLDER.name, unknownIdNumber());
  await expect(refusal).toBeVisible();
  expect(await refusal.textContent()).toBe(wrongName);
  expect(wrongName).toMatch(/未查询到/);
  expect(wrongName).not.toMatch(/不存在|未登记|姓名不符|不匹配/);
  await page.mouse.move(0, 0);
  await expectAccessibleInBothSchemes(page, 'certificate query: no match');
});

test('证书查询: what was typed survives a refusal and a reload, in this tab only, never in the URL or localStorage', async ({ page }) => {
  await asClientOfItsOwn(page);
  await openQuery(page);
  const idNumber = unknownIdNumber();
  await ask(page, '李四', idNumber);
  await expect(page.getByTestId('query-refusal')).toBeVisible();
  await expect(nameField(page)).toHaveValue('李四');
  await expect(idField(page)).toHaveValue(idNumber);

  await page.reload();
  await waitForHydration(page);
  await expect(nameField(page)).toHaveValue('李四');
  await expect(idField(page)).toHaveValue(idNumber);
  expect(page.url()).not.toContain(idNumber);
  expect(await page.evaluate(() => JSON.stringify({ ...window.localStorage }))).not.toContain(idNumber);

  // Another tab starts empty: sessionStorage is the tab's.
  const other = await page.context().newPage();
  await openQuery(other);
  await expect(nameField(other)).toHaveValue('');
  await expect(idField(other)).toHaveValue('');
});

test('证书查询: past the address’s limit a minute, the answer says when to ask again, and the form keeps what was typed', async ({
  page,
}) => {
  await asClientOfItsOwn(page);
  await openQuery(page);
  const refusal = page.getByTestId('query-refusal');
  for (let asked = 0; asked < CERTIFICATE_QUERY_LIMITS.perAddressPerMinute; asked++) {
    const idNumber = unknownIdNumber();
    await ask(page, '李四', idNumber);
    await expect(refusal).toHaveAttribute('data-reason', 'no-match');
    // Each answer is about its own values: the next one replaces it.
    await nameField(page).fill('');
    await expect(refusal).toHaveCount(0);
  }
  const last = unknownIdNumber();
  await ask(page, '李四', last);
  await expect(refusal).toHaveAttribute('data-reason', 'limited');
  await expect(refusal).toHaveText(/查询过于频繁，请于 .+ 后再试/);
  await expect(nameField(page)).toHaveValue('李四');
  await expect(idField(page)).toHaveValue(last);
  // Still said whatever is typed next: it is about this visitor, not these values.
  await nameField(page).fill('王五');
  await expect(refusal).toHaveAttribute('data-reason', 'limited');
});

test('证书查询: an ID number flooded by others is never locked: the holder answers a challenge and gets the answer @mobile', async ({
  page,
  baseURL,
}) => {
  // Ten wrong-name queries for one number, each from an address of its own (as a spread-out flood would be).
  const idNumber = unknownIdNumber();
  for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.challengeAfterPerIdNumberPerDay; n++) {
    const flood = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Forwarded-For': `2001:db8:f::${Math.floor(Math.random() * 0xffff).toString(16)}:${n}` },
    });
    await expect(contractClient(flood).call(queryCertificates, { body: { name: '查无此人', idNumber } })).rejects.toThrow(/1315/);
    await flood.dispose();
  }

  await asClientOfItsOwn(page);
  await openQuery(page);
  await ask(page, '李四', idNumber);
  const refusal = page.getByTestId('query-refusal');
  await expect(refusal).toHaveAttribute('data-reason', 'challenge');
  await expect(refusal).toContainText('请先回答验证题');
  const challenge = queryForm(page).getByRole('textbox', { name: /^验证题：\d+ (加|减) \d+ 等于多少？$/ });
  const [, a, op, b] = /(\d+) (加|减) (\d+)/.exec(await labelOf(page, challenge))!;
  await challenge.fill(String(op === '加' ? Number(a) + Number(b) : Number(a) - Number(b)));
  await queryForm(page).getByRole('button', { name: '查询证书' }).click();
  // Past the challenge: the query itself is answered (this number holds no certificate), the form as typed.
  await expect(refusal).toHaveAttribute('data-reason', 'no-match');
  await expect(nameField(page)).toHaveValue('李四');
  await expect(challenge).toHaveCount(0);
});

/** The text of the label of a field (its accessible name). */
async function labelOf(page: Page, field: ReturnType<Page['getByRole']>): Promise<string> {
  const id = await field.getAttribute('id');
  return (await page.locator(`label[for="${id}"]`).textContent()) ?? '';
}
