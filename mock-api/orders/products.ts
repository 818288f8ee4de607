import { ProductType } from '@shared/enums/order';
import { SkillLevel } from '@shared/enums/learning';
import { COINS_PER_YUAN } from '@shared/lib/order-rules';
import type { CoinPackage, ProductSnapshot } from '@shared/schemas/order';
import { BusinessError, CODE_NOT_FOUND } from '../core/define-handler';
import type { Catalogue } from '../catalogue/catalogue';
import type { Content } from '../content/content';
import { dayAndTime } from '../core/faker';
import { CODE_PRODUCT_UNAVAILABLE } from '@shared/api/order';

/** 技能币 top-ups (product type 7): the bigger ones add a few coins. */
export const COIN_PACKAGES: readonly CoinPackage[] = Object.freeze(
  [
    { id: 1, coins: 60, bonus: 0 },
    { id: 2, coins: 300, bonus: 0 },
    { id: 3, coins: 680, bonus: 20 },
    { id: 4, coins: 1280, bonus: 60 },
    { id: 5, coins: 3280, bonus: 200 },
  ].map((pack) => Object.freeze({ ...pack, price: (pack.coins / COINS_PER_YUAN) * 100 })),
);

/** What paying an order gives the learner; a completed refund takes it back. */
export type Grant =
  | { kind: 'courses'; courseIds: readonly number[] }
  | { kind: 'live'; liveId: number }
  | { kind: 'plan'; planId: number }
  | { kind: 'coins'; coins: number };

export interface Purchasable {
  snapshot: ProductSnapshot;
  grant: Grant;
  /** The last moment it may be paid, when sooner than the order's own timeout (an enrolment fee's 缴费截止), epoch ms. */
  payBy?: number;
}

const minutes = (total: number) =>
  total >= 60 ? `${Math.floor(total / 60)} 小时${total % 60 ? ` ${total % 60} 分钟` : ''}` : `${total} 分钟`;

/** What the products are read from (the mock store is one; nothing more of it is needed). */
export interface ProductSources {
  catalogue: Pick<Catalogue, 'courses' | 'lives'>;
  content: Pick<Content, 'enrollmentPlans' | 'courseBundles'>;
}

/**
 * The products the web checkout sells, resolved from the catalogue: courses, packs, series,
 * enrolment plans' fees, live classes and skill coins. Member benefits and bundles are sold in
 * the app only (5101), like the spec's app-only pay methods.
 */
export function productCatalogue(store: ProductSources) {
  const courses = new Map(store.catalogue.courses.map((course) => [course.id, course]));
  const lives = new Map(store.catalogue.lives.map((live) => [live.id, live]));
  const plans = new Map(store.content.enrollmentPlans.map((plan) => [plan.id, plan]));
  const series = new Map(store.content.courseBundles.series.map((bundle) => [bundle.id, bundle]));
  const packs = new Map(store.content.courseBundles.packs.map((bundle) => [bundle.id, bundle]));
  const coinPacks = new Map(COIN_PACKAGES.map((pack) => [pack.id, pack]));

  const missing = (what: string): never => {
    throw new BusinessError(CODE_NOT_FOUND, `${what}不存在或已下架`);
  };

  function resolve(type: number, id: number): Purchasable {
    switch (type) {
      case ProductType.COURSE: {
        const course = courses.get(id) ?? missing('课程');
        return {
          snapshot: {
            type,
            id,
            title: course.title,
            summary: `共 ${course.lessonCount} 课时 · ${minutes(course.durationMinutes)} · ${SkillLevel.label(course.skillLevel)}`,
            cover: course.cover,
            href: `/course/${id}`,
            price: course.price,
            originalPrice: Math.max(course.price, course.originalPrice),
          },
          grant: { kind: 'courses', courseIds: [id] },
        };
      }
      case ProductType.PACKAGE:
      case ProductType.SERIES: {
        const bundle =
          (type === ProductType.PACKAGE ? packs : series).get(id) ?? missing(type === ProductType.PACKAGE ? '课程包' : '系列课');
        return {
          snapshot: {
            type,
            id,
            title: bundle.title,
            summary: `${bundle.courseCount} 门课程 · 共 ${bundle.lessonCount} 课时`,
            cover: bundle.cover,
            href: `/course/${type === ProductType.PACKAGE ? 'project' : 'group'}/${id}`,
            price: bundle.price,
            originalPrice: Math.max(bundle.price, bundle.originalPrice),
          },
          grant: { kind: 'courses', courseIds: bundle.courseIds },
        };
      }
      case ProductType.ENROLLMENT: {
        const plan = plans.get(id) ?? missing('报名计划');
        if (plan.fee === 0) throw new BusinessError(CODE_PRODUCT_UNAVAILABLE, '该报名计划为补贴性培训，无需缴费');
        return {
          snapshot: {
            type,
            id,
            title: plan.title,
            summary: `报名费 · ${plan.institutionName} · ${plan.city}`,
            cover: null,
            href: `/enrollment/${id}`,
            price: plan.fee,
            originalPrice: plan.fee,
          },
          grant: { kind: 'plan', planId: id },
        };
      }
      case ProductType.LIVE: {
        const live = lives.get(id) ?? missing('直播');
        if (live.price === 0) throw new BusinessError(CODE_PRODUCT_UNAVAILABLE, '这是免费直播，直接进入直播间即可观看');
        return {
          snapshot: {
            type,
            id,
            title: live.title,
            summary: `${live.teacher} · ${dayAndTime(live.startTime)} 开播`,
            cover: live.cover,
            href: `/live/${id}`,
            price: live.price,
            originalPrice: live.price,
          },
          grant: { kind: 'live', liveId: id },
        };
      }
      case ProductType.SKILL_COIN: {
        const pack = coinPacks.get(id) ?? missing('充值套餐');
        const coins = pack.coins + pack.bonus;
        return {
          snapshot: {
            type,
            id,
            title: `${pack.coins} 技能币`,
            summary: pack.bonus ? `到账 ${coins} 技能币（含赠送 ${pack.bonus}）` : `到账 ${coins} 技能币`,
            cover: null,
            href: null,
            price: pack.price,
            originalPrice: pack.price,
          },
          grant: { kind: 'coins', coins },
        };
      }
      default:
        throw new BusinessError(CODE_PRODUCT_UNAVAILABLE, '该商品暂不支持在网页端购买，请在技能学堂App中购买');
    }
  }

  return { resolve, courses };
}
