import { afterEach, describe, expect, it } from 'vitest';
import { CODE_CERTIFICATE_NOT_FOUND, CODE_CERTIFICATE_QUERY_LIMITED, CODE_CERTIFICATE_QUERY_NO_MATCH } from '@shared/api/certification';
import { CERTIFICATE_NO_PATTERN, CERTIFICATE_QUERY_LIMITS } from '@shared/lib/certification-journey';
import { idCheckChar } from '@shared/lib/id-card-rules';
import { certificateQueryResultSchema, publicCertificateSchema } from '@shared/schemas/certification';
import { buildMockApi, type MockApi } from '../app';
import { MOCK_EPOCH } from '../core/faker';
import { PUBLIC_CERTIFICATE_COUNT } from './certificate-seed';
import { VERIFY_LIMIT_PER_MINUTE } from './query-limits';

/**
 * 证书查询 and public verification (issue 25 §3): a certificate shows genuine with its holder masked;
 * the query answers only name AND ID number together, the same bytes for an unknown number and a wrong
 * name; both are limited per client address (as the site forwards it, or as its SSR passes it), and the
 * query per ID number a day whether or not it exists. Neither the name nor the number reaches a log.
 */
const MINUTE = 60_000;
let open: MockApi[] = [];
afterEach(async () => {
  await Promise.all(open.map((mock) => mock.app.close()));
  open = [];
});

function world(logLines?: string[]) {
  let now = MOCK_EPOCH + 3 * 86_400_000 + 10 * MINUTE;
  const mock = buildMockApi({
    now: () => now,
    liveSimulation: false,
    ...(logLines ? { logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } } : {}),
  });
  open.push(mock);
  const register = [...mock.certification.records.certificates.all()];
  const seeded = register.find((record) => record.accountId === null && record.idNumber !== null)!;
  const raw = async (method: 'GET' | 'POST', url: string, payload?: object, address = '203.0.113.7') => {
    const response = await mock.app.inject({ method, url, payload, headers: { 'x-real-ip': address, 'x-forwarded-for': address } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const json = async (method: 'GET' | 'POST', url: string, payload?: object, address?: string) =>
    JSON.parse(await raw(method, url, payload, address)) as { code: number; msg: string; data: unknown };
  const query = (name: string, idNumber: string, address?: string) => json('POST', '/certificate/query', { name, idNumber }, address);
  return { mock, register, seeded, raw, json, query, advance: (ms: number) => (now += ms) };
}

/** A well-formed ID number nobody in the register holds. */
const unknownId = (n: number) => {
  const first17 = `4403051988080${String(1000 + n).slice(-4)}`;
  return first17 + idCheckChar(first17);
};

describe('the public register', () => {
  it('starts with the seeded certificates of made-up holders, numbers of the pattern, ID numbers well formed', () => {
    const { register } = world();
    const seeded = register.filter((record) => record.accountId === null);
    expect(seeded.length).toBe(PUBLIC_CERTIFICATE_COUNT);
    for (const record of register) expect(record.no).toMatch(CERTIFICATE_NO_PATTERN);
    expect(new Set(register.map((record) => record.no)).size).toBe(register.length);
    for (const { idNumber } of seeded) expect(idNumber![17]).toBe(idCheckChar(idNumber!));
  });

  it('verification by number: genuine with the holder masked; an unknown number is 1314; a malformed one 400', async () => {
    const { json, seeded } = world();
    const found = await json('GET', `/certificate/verify/${seeded.no}`);
    const shown = publicCertificateSchema.parse(found.data);
    expect(shown).toMatchObject({ no: seeded.no, professionName: seeded.professionName, skillLevel: seeded.skillLevel });
    expect(shown.holderNameMasked).toContain('*');
    expect(JSON.stringify(found)).not.toContain(seeded.idNumber!);
    expect(JSON.stringify(found)).not.toContain(seeded.holderName);
    const missing = await json('GET', `/certificate/verify/S${'0'.repeat(17)}`);
    expect(missing).toMatchObject({ code: CODE_CERTIFICATE_NOT_FOUND, msg: expect.stringMatching(/未找到/) });
    expect((await json('GET', '/certificate/verify/abc')).code).toBe(400);
  });
});

describe('证书查询', () => {
  it('answers the holder’s certificates, masked, only for the name and the ID number together', async () => {
    const { query, seeded } = world();
    const found = await query(seeded.holderName, seeded.idNumber!.toLowerCase());
    const result = certificateQueryResultSchema.parse(found.data);
    expect(result.certificates.map((certificate) => certificate.no)).toContain(seeded.no);
    expect(JSON.stringify(found)).not.toContain(seeded.idNumber!);
  });

  it('a wrong name for a known number and an unknown number are answered byte for byte alike', async () => {
    const { raw, seeded } = world();
    const wrongName = await raw('POST', '/certificate/query', { name: '查无此人', idNumber: seeded.idNumber! });
    const unknown = await raw('POST', '/certificate/query', { name: seeded.holderName, idNumber: unknownId(1) });
    const neither = await raw('POST', '/certificate/query', { name: '查无此人', idNumber: unknownId(2) });
    expect(wrongName).toBe(unknown);
    expect(neither).toBe(unknown);
    expect(JSON.parse(unknown)).toMatchObject({ code: CODE_CERTIFICATE_QUERY_NO_MATCH });
  });

  it('per address: 5 a minute, then 1316 saying when; another address is not held up; 30 an hour', async () => {
    const { query, seeded, advance } = world();
    for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.perAddressPerMinute; n += 1)
      expect((await query(seeded.holderName, unknownId(n))).code).toBe(CODE_CERTIFICATE_QUERY_NO_MATCH);
    const held = await query(seeded.holderName, seeded.idNumber!);
    expect(held).toMatchObject({ code: CODE_CERTIFICATE_QUERY_LIMITED, msg: expect.stringMatching(/请于 \d+月\d+日 \d\d:\d\d 后再试/) });
    expect((await query(seeded.holderName, seeded.idNumber!, '198.51.100.9')).code).toBe(0);
    advance(MINUTE);
    expect((await query(seeded.holderName, seeded.idNumber!)).code).toBe(0);
    // Minute after minute, the hour's 30 run out.
    let answered = CERTIFICATE_QUERY_LIMITS.perAddressPerMinute + 1;
    while (answered < CERTIFICATE_QUERY_LIMITS.perAddressPerHour) {
      advance(MINUTE);
      for (
        let n = 0;
        n < CERTIFICATE_QUERY_LIMITS.perAddressPerMinute && answered < CERTIFICATE_QUERY_LIMITS.perAddressPerHour;
        n += 1, answered += 1
      )
        expect((await query('某某', unknownId(100 + answered))).code).toBe(CODE_CERTIFICATE_QUERY_NO_MATCH);
    }
    advance(MINUTE);
    expect((await query('某某', unknownId(999))).code).toBe(CODE_CERTIFICATE_QUERY_LIMITED);
  });

  it('per ID number: 10 a Beijing day from any addresses, counted whether or not it is known; the same for both', async () => {
    const { query, seeded, advance } = world();
    for (const idNumber of [seeded.idNumber!, unknownId(7)]) {
      for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.perIdNumberPerDay; n += 1)
        expect((await query('某某', idNumber, `192.0.2.${n + (idNumber === unknownId(7) ? 100 : 0)}`)).code).toBe(
          CODE_CERTIFICATE_QUERY_NO_MATCH,
        );
    }
    const known = await query(seeded.holderName, seeded.idNumber!, '192.0.2.250');
    const unknown = await query(seeded.holderName, unknownId(7), '192.0.2.251');
    expect(known).toMatchObject({ code: CODE_CERTIFICATE_QUERY_LIMITED, msg: expect.stringContaining('今日') });
    expect(unknown).toEqual(known);
    advance(86_400_000);
    expect((await query(seeded.holderName, seeded.idNumber!, '192.0.2.252')).code).toBe(0);
  });

  it('verification: generous per address (a minute’s worth), then 1316; another address still verifies', async () => {
    const { json, seeded, advance } = world();
    for (let n = 0; n < VERIFY_LIMIT_PER_MINUTE; n += 1) expect((await json('GET', `/certificate/verify/${seeded.no}`)).code).toBe(0);
    expect((await json('GET', `/certificate/verify/${seeded.no}`)).code).toBe(CODE_CERTIFICATE_QUERY_LIMITED);
    expect((await json('GET', `/certificate/verify/${seeded.no}`, undefined, '198.51.100.10')).code).toBe(0);
    advance(MINUTE);
    expect((await json('GET', `/certificate/verify/${seeded.no}`)).code).toBe(0);
  });

  it('never logs the name or the ID number asked for', async () => {
    const lines: string[] = [];
    const { query, seeded } = world(lines);
    await query(seeded.holderName, seeded.idNumber!);
    await query('查无此人', unknownId(5));
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join('\n');
    for (const secret of [seeded.holderName, seeded.idNumber!, '查无此人', unknownId(5)]) expect(log).not.toContain(secret);
  });
});
