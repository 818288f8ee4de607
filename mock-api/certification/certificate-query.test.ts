import { afterEach, describe, expect, it } from 'vitest';
import {
  CODE_CERTIFICATE_CODE_REQUIRED,
  CODE_CERTIFICATE_NOT_FOUND,
  CODE_CERTIFICATE_QUERY_CHALLENGE,
  CODE_CERTIFICATE_QUERY_LIMITED,
  CODE_CERTIFICATE_QUERY_NO_MATCH,
} from '@shared/api/certification';
import { CERTIFICATE_NO_PATTERN, CERTIFICATE_QUERY_LIMITS, VERIFICATION_CODE_PATTERN } from '@shared/lib/certification-journey';
import { idCheckChar } from '@shared/lib/id-card-rules';
import { certificateQueryResultSchema, publicCertificateSchema, queryChallengeSchema } from '@shared/schemas/certification';
import { buildMockApi, type MockApi } from '../app';
import { MOCK_EPOCH } from '../core/faker';
import { PUBLIC_CERTIFICATE_COUNT } from './certificate-seed';
import { CHALLENGE_TTL_MS } from './query-challenges';
import { CHALLENGES_PER_MINUTE, VERIFY_LIMIT_PER_MINUTE } from './query-limits';

/**
 * 证书查询 and public verification (issue 25 §3): a certificate shows genuine with its holder masked;
 * the query answers only name AND ID number together, the same bytes for an unknown number and a wrong
 * name; both are limited per client address (as the site forwards it, or as its SSR passes it), the
 * query per ID number and client a day, and past an unusual volume per ID number it asks a challenge
 * (issue 35 §8: never a lockout of the number), whether or not it exists. Neither the name nor the
 * number reaches a log.
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

/** What a person answers to「37 加 45 等于多少？」. */
function answerTo(question: string): string {
  const [, a, op, b] = /^(\d+) (加|减) (\d+)/.exec(question)!;
  return String(op === '加' ? Number(a) + Number(b) : Number(a) - Number(b));
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

  it('every certificate, seeded or issued, has a random 核验码: never the same twice, not the same from one start to the next', () => {
    const first = world().register;
    const again = world().register;
    for (const record of first) expect(record.verificationCode).toMatch(VERIFICATION_CODE_PATTERN);
    expect(new Set(first.map((record) => record.verificationCode)).size).toBe(first.length);
    // The same seed makes the same register; the codes come from no seed and no public field.
    expect(again.map((record) => record.no)).toEqual(first.map((record) => record.no));
    const sameCode = first.filter((record, index) => record.verificationCode === again[index]!.verificationCode);
    expect(sameCode.length).toBeLessThan(2);
  });

  it('verification by number and 核验码: genuine with the holder masked; a wrong code is answered as an unknown number; a malformed one 400', async () => {
    const { json, seeded } = world();
    const found = await json('GET', `/certificate/verify/${seeded.no}?code=${seeded.verificationCode}`);
    const shown = publicCertificateSchema.parse(found.data);
    expect(shown).toMatchObject({ no: seeded.no, professionName: seeded.professionName, skillLevel: seeded.skillLevel });
    expect(shown.holderNameMasked).toContain('*');
    expect(JSON.stringify(found)).not.toContain(seeded.idNumber!);
    expect(JSON.stringify(found)).not.toContain(seeded.holderName);
    const unknownNo = `S${'0'.repeat(17)}`;
    const missing = await json('GET', `/certificate/verify/${unknownNo}?code=${seeded.verificationCode}`);
    expect(missing).toMatchObject({ code: CODE_CERTIFICATE_NOT_FOUND, msg: expect.stringMatching(/未找到/) });
    const wrongCode = seeded.verificationCode === '00000000' ? '11111111' : '00000000';
    const wrong = await json('GET', `/certificate/verify/${seeded.no}?code=${wrongCode}`);
    expect({ ...wrong, msg: wrong.msg.replace(seeded.no, unknownNo) }).toEqual(missing);
    expect((await json('GET', '/certificate/verify/abc?code=ABCDEFGH')).code).toBe(400);
    expect((await json('GET', `/certificate/verify/${seeded.no}?code=abc`)).code).toBe(400);
  });

  it('the number alone (the old QR URLs, a number read off the paper) answers nothing about the register: 1318 for any number', async () => {
    const { raw, seeded } = world();
    const known = await raw('GET', `/certificate/verify/${seeded.no}`);
    const unknown = await raw('GET', `/certificate/verify/S${'0'.repeat(17)}`);
    expect(known).toBe(unknown);
    expect(JSON.parse(known)).toMatchObject({ code: CODE_CERTIFICATE_CODE_REQUIRED, msg: expect.stringContaining('核验码') });
    expect(JSON.parse(known).msg).toContain('姓名和身份证号');
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

  it('per ID number and client: 5 a Beijing day, then 1316 for that client only; another client still asks', async () => {
    const { query, seeded, advance } = world();
    for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.perIdNumberPerClientPerDay; n += 1) {
      expect((await query('某某', seeded.idNumber!, '192.0.2.1')).code).toBe(CODE_CERTIFICATE_QUERY_NO_MATCH);
      advance(MINUTE);
    }
    const held = await query(seeded.holderName, seeded.idNumber!, '192.0.2.1');
    expect(held).toMatchObject({ code: CODE_CERTIFICATE_QUERY_LIMITED, msg: expect.stringContaining('今日已查询该身份证号') });
    // The same for a number nobody holds: the limit tells nothing about the register.
    for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.perIdNumberPerClientPerDay; n += 1) {
      await query('某某', unknownId(7), '192.0.2.2');
      advance(MINUTE);
    }
    expect((await query(seeded.holderName, unknownId(7), '192.0.2.2')).msg).toBe(held.msg);
    expect((await query(seeded.holderName, seeded.idNumber!, '192.0.2.3')).code).toBe(0);
    advance(86_400_000);
    expect((await query(seeded.holderName, seeded.idNumber!, '192.0.2.1')).code).toBe(0);
  });

  it('ten wrong-name queries from two addresses never lock the holder out: past them a challenge, answered, finds the certificate', async () => {
    const { json, query, seeded } = world();
    for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.challengeAfterPerIdNumberPerDay; n += 1)
      expect((await query('查无此人', seeded.idNumber!, n % 2 ? '192.0.2.10' : '192.0.2.11')).code).toBe(CODE_CERTIFICATE_QUERY_NO_MATCH);

    // The holder, from home: asked to answer a challenge, not refused until tomorrow.
    const asked = await query(seeded.holderName, seeded.idNumber!, '198.51.100.20');
    expect(asked).toMatchObject({ code: CODE_CERTIFICATE_QUERY_CHALLENGE, msg: expect.stringContaining('验证题') });
    const challenge = queryChallengeSchema.parse((await json('POST', '/certificate/query/challenge', undefined, '198.51.100.20')).data);
    expect(challenge.question).toMatch(/^\d+ (加|减) \d+ 等于多少？$/);
    const body = {
      name: seeded.holderName,
      idNumber: seeded.idNumber!,
      challenge: { id: challenge.id, answer: answerTo(challenge.question) },
    };
    const found = await json('POST', '/certificate/query', body, '198.51.100.20');
    expect(found.code).toBe(0);
    expect(certificateQueryResultSchema.parse(found.data).certificates.map((certificate) => certificate.no)).toContain(seeded.no);
    // Single use: the same answer again is a new challenge's business.
    expect((await json('POST', '/certificate/query', body, '198.51.100.20')).code).toBe(CODE_CERTIFICATE_QUERY_CHALLENGE);
    // An unknown number past the same volume is asked the same: the challenge tells nothing about the register.
    for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.challengeAfterPerIdNumberPerDay; n += 1)
      await query('某某', unknownId(8), `192.0.2.${30 + n}`);
    expect(await query(seeded.holderName, unknownId(8), '198.51.100.21')).toEqual(asked);
  });

  it('a challenge: a wrong answer, an expired one or a made-up id is refused and used up; fetching them is limited per address', async () => {
    const { json, query, seeded, advance } = world();
    for (let n = 0; n < CERTIFICATE_QUERY_LIMITS.challengeAfterPerIdNumberPerDay; n += 1)
      await query('查无此人', seeded.idNumber!, `192.0.2.${n}`);
    const fetchChallenge = async () =>
      queryChallengeSchema.parse((await json('POST', '/certificate/query/challenge', undefined, '198.51.100.30')).data);
    const send = (id: string, answer: string) =>
      json(
        'POST',
        '/certificate/query',
        { name: seeded.holderName, idNumber: seeded.idNumber!, challenge: { id, answer } },
        `198.51.100.${40 + Math.floor(Math.random() * 200)}`,
      );

    const wrong = await fetchChallenge();
    expect(await send(wrong.id, String(Number(answerTo(wrong.question)) + 1))).toMatchObject({
      code: CODE_CERTIFICATE_QUERY_CHALLENGE,
      msg: expect.stringContaining('不正确'),
    });
    expect((await send(wrong.id, answerTo(wrong.question))).code).toBe(CODE_CERTIFICATE_QUERY_CHALLENGE);
    expect((await send('made-up-challenge-id', '42')).code).toBe(CODE_CERTIFICATE_QUERY_CHALLENGE);
    const late = await fetchChallenge();
    advance(CHALLENGE_TTL_MS + 1);
    expect((await send(late.id, answerTo(late.question))).code).toBe(CODE_CERTIFICATE_QUERY_CHALLENGE);
    const fullWidth = await fetchChallenge();
    const wide = answerTo(fullWidth.question).replace(/\d/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));
    expect((await send(fullWidth.id, wide)).code).toBe(0);

    // A new minute began with the expired one's wait: one fetched in it so far.
    for (let n = 1; n < CHALLENGES_PER_MINUTE; n += 1) await fetchChallenge();
    expect((await json('POST', '/certificate/query/challenge', undefined, '198.51.100.30')).code).toBe(CODE_CERTIFICATE_QUERY_LIMITED);
  });

  it('verification: generous per address (a minute’s worth), then 1316; another address still verifies', async () => {
    const { json, seeded, advance } = world();
    const verifyUrl = `/certificate/verify/${seeded.no}?code=${seeded.verificationCode}`;
    for (let n = 0; n < VERIFY_LIMIT_PER_MINUTE; n += 1) expect((await json('GET', verifyUrl)).code).toBe(0);
    expect((await json('GET', verifyUrl)).code).toBe(CODE_CERTIFICATE_QUERY_LIMITED);
    expect((await json('GET', verifyUrl, undefined, '198.51.100.10')).code).toBe(0);
    advance(MINUTE);
    expect((await json('GET', verifyUrl)).code).toBe(0);
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
