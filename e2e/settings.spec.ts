import { expect, type Page } from '@playwright/test';
import { fileRoute, urlOf } from './support/api';
import { signInAsNewLearner } from './support/accounts';
import { trackProblems, waitForHydration } from './support/page';
import { expectToast, test } from './support/toasts';

/** A real 640×480 PNG, drawn by the browser itself. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, '#1677ff');
    gradient.addColorStop(1, '#52c41a');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('个人资料: the nickname rules as one types, save, and the header and a reload follow @mobile', async ({ page }) => {
  const problems = trackProblems(page);
  await signInAsNewLearner(page.request);
  await page.goto('/setting');
  await expect(page).toHaveURL('/setting/user');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: '个人资料' })).toBeVisible();
  const nickname = page.getByRole('textbox', { name: '昵称' });
  await nickname.fill('王');
  await nickname.blur();
  await expect(page.getByRole('alert')).toHaveText('昵称不能少于 2 个字');
  await nickname.fill('技能学堂官方号');
  await expect(page.getByRole('alert')).toContainText('不能包含');
  const name = `焊工${Date.now() % 100000}`;
  await nickname.fill(name);
  // The message goes once the name is valid (the check runs 300 ms after typing); then the form stops moving.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('radio', { name: '女' }).check();
  await page.getByRole('combobox', { name: '学历' }).selectOption({ label: '大专' });
  await page.getByLabel('生日').fill('1998-03-14');
  await page.getByRole('textbox', { name: '个人简介' }).fill('持证焊工，正在备考高级工。');
  await expect(page.getByText('13/200')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '个人资料已保存');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '昵称' })).toHaveValue(name);
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: '学历' })).toHaveValue('5');
  await expect(page.getByLabel('生日')).toHaveValue('1998-03-14');
  expect(problems.list()).toEqual([]);
});

test('a refusal keeps what was typed: a bio over 200 characters is refused in the form, the rest stays', async ({ page }) => {
  await signInAsNewLearner(page.request);
  await page.goto('/setting/user');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: '昵称' }).fill('电工小刘');
  const bio = page.getByRole('textbox', { name: '个人简介' });
  await bio.fill('学'.repeat(201));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toHaveText('个人简介不能超过 200 字');
  await expect(page.getByRole('textbox', { name: '昵称' })).toHaveValue('电工小刘');
  await expect(bio).toHaveValue('学'.repeat(201));
});

test('avatar: not an image and over 5 MB are refused at once; a photo is cropped, uploaded with progress and worn in the header', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInAsNewLearner(page.request);
  await page.goto('/setting/user');
  await waitForHydration(page);
  const chooser = page.getByLabel('选择头像图片');
  await chooser.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture') });
  await expect(page.getByRole('alert')).toHaveText('请选择 PNG、JPG、WebP 或 GIF 图片');
  await chooser.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(page.getByRole('alert')).toHaveText('图片不能超过 5 MB');

  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo(page) });
  const dialog = page.getByTestId('avatar-crop-dialog');
  await expect(dialog.getByRole('heading', { name: '裁剪头像' })).toBeVisible();
  await dialog.getByRole('slider', { name: '缩放' }).fill('1.5');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '头像已更新');
  await expect(dialog).toBeHidden();
  const avatar = page.getByRole('img', { name: /的头像$/ });
  await expect(avatar).toHaveAttribute('src', /\.(webp|jpg)$/);
  const src = await avatar.getAttribute('src');
  // An uploaded picture, served by the site's API route for community images (a path, not another origin).
  expect(src).toMatch(/^\/[^/]/);
  expect(urlOf(fileRoute('community.image'))(new URL(src!, page.url()))).toBe(true);
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toMatch(/^image\/(webp|jpeg)$/);
  // What went up is the 256 px crop, not the 640×480 photo.
  expect((await image.body()).length).toBeLessThan(60_000);
  const size = await page.evaluate(async (url) => {
    const bitmap = await createImageBitmap(await (await fetch(url)).blob());
    return [bitmap.width, bitmap.height];
  }, src!);
  expect(size).toEqual([256, 256]);
  await page.reload();
  await expect(page.getByRole('img', { name: /的头像$/ })).toHaveAttribute('src', src!);
});

test('技能币: balance, top-up packs that lead to the checkout, and the history', async ({ page }) => {
  await signInAsNewLearner(page.request);
  await page.goto('/setting/user#coins');
  await waitForHydration(page);
  const coins = page.getByRole('region', { name: '技能币' });
  await expect(coins.getByText('当前余额')).toBeVisible();
  await expect(coins.getByText('还没有技能币记录')).toBeVisible();
  await coins.getByRole('link', { name: /300\s*技能币/ }).click();
  await expect(page).toHaveURL('/order/pay/create?productType=7&productId=2');
  await expect(page.getByText('300 技能币').first()).toBeVisible();
});
