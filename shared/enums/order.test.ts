import { describe, it, expect } from 'vitest';
import { expectEnum } from './enum-testing';
import {
  AuditStatus,
  ORDER_FAILED_STATUSES,
  OrderStatus,
  PayMethod,
  ProductCategory,
  ProductType,
  RefundStatus,
  RequestStatus,
  RequestStatusDisplay,
  isOrderAwaitingPayment,
  isOrderFailed,
  isOrderPaid,
} from './order';

describe('order enumerations (spec §3)', () => {
  it('OrderStatus: created, ready to pay, paid, failed, cancelled, charged back, timeout', () => {
    expectEnum(OrderStatus, [
      [1, '已创建'],
      [2, '待支付'],
      [3, '已支付'],
      [4, '支付失败'],
      [6, '已取消'],
      [7, '已退单'],
      [101, '超时关闭'],
    ]);
    expect(OrderStatus.TIMEOUT).toBe(101);
    expect(OrderStatus.is(5)).toBe(false);
    expect(OrderStatus.label(5)).toBe('未知');
  });

  it('isOrderFailed is true exactly for 4, 6, 7 and 101', () => {
    expect([...ORDER_FAILED_STATUSES].sort((a, b) => a - b)).toEqual([4, 6, 7, 101]);
    const failed = OrderStatus.values.filter(isOrderFailed);
    expect(failed).toEqual([4, 6, 7, 101]);
    expect(isOrderFailed(5)).toBe(false);
    expect(isOrderFailed('4')).toBe(false);
  });

  it('isOrderPaid and isOrderAwaitingPayment', () => {
    expect(OrderStatus.values.filter(isOrderPaid)).toEqual([3]);
    expect(OrderStatus.values.filter(isOrderAwaitingPayment)).toEqual([1, 2]);
  });

  it('RefundStatus 1–8', () => {
    expectEnum(RefundStatus, [
      [1, '申请中'],
      [2, '已同意'],
      [3, '已拒绝'],
      [4, '已完成'],
      [5, '退款失败'],
      [6, '不可退款'],
      [7, '已撤销'],
      [8, '退款中'],
    ]);
  });

  it('RequestStatus and its display variant share values 1–6', () => {
    expectEnum(RequestStatus, [
      [1, '申请'],
      [2, '已通过'],
      [3, '已驳回'],
      [4, '已完成'],
      [5, '失败'],
      [6, '已取消'],
    ]);
    expectEnum(RequestStatusDisplay, [
      [1, '进行中'],
      [2, '已通过'],
      [3, '已驳回'],
      [4, '已完成'],
      [5, '失败'],
      [6, '已取消'],
    ]);
    expect(RequestStatusDisplay.values).toEqual(RequestStatus.values);
    expect(RequestStatusDisplay.label(RequestStatus.APPLY)).toBe('进行中');
  });

  it('AuditStatus: 0 not applied … 3 rejected', () => {
    expectEnum(AuditStatus, [
      [0, '未申请'],
      [1, '待审核'],
      [2, '已通过'],
      [3, '已驳回'],
    ]);
  });

  it('ProductType 1–9', () => {
    expectEnum(ProductType, [
      [1, '课程'],
      [2, '课程包'],
      [3, '系列课'],
      [4, '报名计划'],
      [5, '会员权益'],
      [6, '独立会员权益'],
      [7, '技能币'],
      [8, '组合套餐'],
      [9, '直播'],
    ]);
  });

  it('ProductCategory is the other list: plan, series, pack, course, occupation', () => {
    expectEnum(ProductCategory, [
      [1, '报名计划'],
      [2, '系列课'],
      [3, '课程包'],
      [4, '课程'],
      [5, '职业'],
    ]);
    expect(ProductCategory.label(ProductCategory.COURSE)).toBe(ProductType.label(ProductType.COURSE));
    expect(ProductCategory.COURSE).not.toBe(ProductType.COURSE);
  });

  it('PayMethod 1–7', () => {
    expectEnum(PayMethod, [
      [1, '微信支付'],
      [2, '聚合支付'],
      [3, '免费'],
      [4, '银行支付'],
      [5, '医培支付'],
      [6, '苹果支付'],
      [7, '技能币支付'],
    ]);
  });
});
