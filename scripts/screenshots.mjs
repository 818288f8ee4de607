#!/usr/bin/env node
// Screenshots of a running site, and a pixel comparison of two sets of them: what "look at what you
// build" and "pixels do not change" are checked with.
//
//   node scripts/screenshots.mjs shoot --base http://127.0.0.1:3000 --out shots/after [--paths /,/course] [--signed-in]
//   node scripts/screenshots.mjs compare shots/before shots/after
//
// `shoot` takes each path at 1440×900 and 390×844, light and dark (file names say which), after the
// page has loaded and its fonts are ready, with animations and the caret off (Playwright's own options). `--signed-in` signs the
// browser in as the demo learner first (bundled mock only). `compare` decodes both PNGs in Chromium
// and prints, per file, the number of pixels that differ; it exits 1 when any differs or is missing.
/* global document, Image -- the page.evaluate callbacks run in the browser */
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

/** Twenty pages that together show every layout, list, detail and form kind of the site. */
export const DEFAULT_PATHS = [
  '/',
  '/course',
  '/course/7',
  '/course/group/1',
  '/course/project/1',
  '/enrollment',
  '/enrollment/7',
  '/exam',
  '/exam/7',
  '/live',
  '/live/7',
  '/community',
  '/news',
  '/news/7',
  '/profession',
  '/profession/7',
  '/institutional',
  '/pricing',
  '/rule/effective',
  '/search?keyword=%E7%94%B5%E5%B7%A5',
];
export const SIGNED_IN_PATHS = ['/study', '/setting/user', '/order/course', '/message/reply', '/collect'];

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
];
const COLOR_SCHEMES = ['light', 'dark'];
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
};

const fileName = (path, viewport, scheme) =>
  `${path.replace(/^\//, '').replace(/[^A-Za-z0-9]+/g, '_') || 'home'}.${viewport}.${scheme}.png`;

function option(args, name, fallback) {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
}

async function shoot(args) {
  const base = option(args, '--base', 'http://127.0.0.1:3000');
  const out = option(args, '--out', 'screenshots');
  const signedIn = args.includes('--signed-in');
  const paths = option(args, '--paths', '')?.split(',').filter(Boolean);
  const list = paths?.length ? paths : signedIn ? SIGNED_IN_PATHS : DEFAULT_PATHS;
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(LAUNCH);
  try {
    for (const viewport of VIEWPORTS) {
      for (const colorScheme of COLOR_SCHEMES) {
        const context = await browser.newContext({
          viewport: { width: viewport.width, height: viewport.height },
          isMobile: viewport.isMobile ?? false,
          hasTouch: viewport.hasTouch ?? false,
          deviceScaleFactor: 1,
          colorScheme,
          locale: 'zh-CN',
          timezoneId: 'Asia/Shanghai',
          reducedMotion: 'reduce',
        });
        if (signedIn) {
          const response = await context.request.post(`${base}/api/user/login`, {
            data: { account: '13800138000', security: 'Demo@1234', loginType: 1 },
          });
          if ((await response.json()).code !== 0) throw new Error('demo sign-in failed');
        }
        const page = await context.newPage();
        for (const path of list) {
          await page.goto(`${base}${path}`, { waitUntil: 'load' });
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(out, fileName(path, viewport.name, colorScheme)), animations: 'disabled', caret: 'hide' });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`[screenshots] ${list.length} pages × ${VIEWPORTS.length} viewports × ${COLOR_SCHEMES.length} schemes → ${out}`);
}

async function compare([before, after]) {
  if (!before || !after) throw new Error('usage: compare <before-dir> <after-dir>');
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].filter((name) => name.endsWith('.png')).sort();
  const browser = await chromium.launch(LAUNCH);
  const page = await browser.newPage();
  let differing = 0;
  const report = [];
  for (const name of names) {
    if (!existsSync(join(before, name)) || !existsSync(join(after, name))) {
      report.push(`${name}: missing on one side`);
      differing += 1;
      continue;
    }
    const [a, b] = [join(before, name), join(after, name)].map((file) => `data:image/png;base64,${readFileSync(file).toString('base64')}`);
    const pixels = await page.evaluate(
      async ([first, second]) => {
        const load = (src) =>
          new Promise((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = src;
          });
        const [x, y] = await Promise.all([load(first), load(second)]);
        if (x.width !== y.width || x.height !== y.height) return -1;
        const data = (image) => {
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [p, q] = [data(x), data(y)];
        let count = 0;
        for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) count += 1;
        return count;
      },
      [a, b],
    );
    if (pixels !== 0) differing += 1;
    report.push(`${name}: ${pixels === -1 ? 'sizes differ' : `${pixels} pixels differ`}`);
  }
  await browser.close();
  writeFileSync(join(after, 'compare.txt'), `${report.join('\n')}\n`);
  for (const line of report) if (!line.endsWith(': 0 pixels differ')) console.log(line);
  console.log(`[screenshots] ${names.length - differing} of ${names.length} identical`);
  if (differing) process.exitCode = 1;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'shoot') await shoot(rest);
else if (command === 'compare') await compare(rest);
else {
  console.error('usage: node scripts/screenshots.mjs shoot|compare …');
  process.exitCode = 2;
}
