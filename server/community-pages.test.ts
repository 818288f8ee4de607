import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as cheerio from 'cheerio';
import { buildTestApp } from './test-support/app';

/** A community page of nothing (moved from e2e/community.spec.ts: a status code and markup). */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('community pages of nothing', () => {
  it('a missing idea is the 404 page', async () => {
    const response = await app.inject('/community/pin/99999999');
    expect(response.statusCode).toBe(404);
    expect(cheerio.load(response.body)('[data-testid="error-page"]').attr('data-status')).toBe('404');
  });
});
