import { Faker, base, en, zh_CN } from '@faker-js/faker';

export const DEFAULT_SEED = 20261122;

/** A faker that always produces the same zh_CN data for the same seed. */
export function createFaker(seed = DEFAULT_SEED): Faker {
  const faker = new Faker({ locale: [zh_CN, en, base] });
  faker.seed(seed);
  return faker;
}

/** A fixed "now" so generated dates are deterministic too (Asia/Shanghai, +08:00). */
export const MOCK_EPOCH = Date.parse('2026-11-22T09:00:00+08:00');

export function shanghaiIso(ms: number): string {
  const shifted = new Date(ms + 8 * 3600_000).toISOString().slice(0, 19);
  return `${shifted}+08:00`;
}
