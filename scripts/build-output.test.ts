import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distDir, projectRoot } from '../server/paths';
import { prerender } from './prerender.mjs';

/** Every `/assets/…` a page links to. */
const assetsOf = (html: string) => [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);

describe('the build output', () => {
  it('every prerendered page links only to assets of this build', () => {
    const pages = readdirSync(join(distDir, 'prerendered'));
    expect(pages.sort()).toEqual(['business', 'contactus', 'pricing', 'privacy', 'service']);
    for (const page of pages) {
      const html = readFileSync(join(distDir, 'prerendered', page, 'index.html'), 'utf8');
      const assets = assetsOf(html);
      expect(
        assets.some((asset) => asset.endsWith('.css')),
        page,
      ).toBe(true);
      for (const asset of assets) expect(existsSync(join(distDir, 'client', asset)), `${page} → ${asset}`).toBe(true);
    }
  });

  it('no browser chunk carries the API router (find-my-way, server-only: shared/api/api-router.server.ts)', () => {
    const chunks = readdirSync(join(distDir, 'client', 'assets')).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const carrying = chunks.filter((name) => readFileSync(join(distDir, 'client', 'assets', name), 'utf8').includes('onMaxParamLength'));
    expect(carrying).toEqual([]);
  });
});

describe('prerendering over an old build', () => {
  const scratch = join(projectRoot, 'dist-prerender-test');
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // The step of scripts/build.mjs that the bug was in, on a copy of the build global setup made (not a
  // second production build: that took a minute and proved nothing more).
  it('prerenders afresh instead of copying the previous build’s pages', async () => {
    rmSync(scratch, { recursive: true, force: true });
    for (const part of ['client', 'server']) cpSync(join(distDir, part), join(scratch, part), { recursive: true });
    // What an earlier build left: a prerendered page pointing at assets that no longer exist.
    const stale = join(scratch, 'prerendered', 'privacy');
    mkdirSync(stale, { recursive: true });
    writeFileSync(
      join(stale, 'index.html'),
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/style-STALE000.css"></head><body>__SKILL_CSP_NONCE__ stale <script type="application/json" id="__SKILL_STATE__">{"query":{}}</script></body></html>',
    );
    const paths = await prerender(projectRoot, scratch);
    expect(paths).toContain('/privacy');
    const html = readFileSync(join(stale, 'index.html'), 'utf8');
    expect(html).not.toContain('STALE000');
    expect(assetsOf(html).some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assetsOf(html)) expect(existsSync(join(scratch, 'client', asset)), asset).toBe(true);
  }, 120_000);
});
