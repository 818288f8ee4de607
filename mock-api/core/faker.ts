import type { Faker, LocaleDefinition } from '@faker-js/faker';
// The zh_CN build only: the package's main entry loads all ~70 locales (+39 MB RSS).
import { faker as zhFaker } from '@faker-js/faker/locale/zh_CN';

export const DEFAULT_SEED = 20261122;

/**
 * The zh_CN faker, reseeded: whoever calls this generates synchronously right away, so the same
 * seed always yields the same data. Runtime randomness (SMS codes, tokens) uses node:crypto.
 */
export function createFaker(seed = DEFAULT_SEED): Faker {
  zhFaker.seed(seed);
  return zhFaker;
}

/**
 * A zh_CN faker of its own, seeded: for what is generated between two draws of the shared one
 * (createFaker) and must not move the draws after it.
 */
export function independentFaker(seed: number): Faker {
  const FakerClass = zhFaker.constructor as new (options: { locale: LocaleDefinition }) => Faker;
  const faker = new FakerClass({ locale: zhFaker.rawDefinitions });
  faker.seed(seed);
  return faker;
}

/** A fixed "now" so generated dates are deterministic too (Asia/Shanghai, +08:00). */
export const MOCK_EPOCH = Date.parse('2026-11-22T09:00:00+08:00');

export function shanghaiIso(ms: number): string {
  const shifted = new Date(ms + 8 * 3600_000).toISOString().slice(0, 19);
  return `${shifted}+08:00`;
}

/** A Beijing time as messages say it: `2026-12-01T09:00:00+08:00` → `12月1日 09:00`. */
export const dayAndTime = (iso: string): string => `${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日 ${iso.slice(11, 16)}`;
