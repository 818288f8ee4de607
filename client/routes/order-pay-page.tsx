import { useState } from 'react';
import { useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@shared/api/api-client';
import { CODE_PRODUCT_UNAVAILABLE } from '@shared/api/order';
import { PayMethod, ProductType } from '@shared/enums/order';
import { formatFen, formatPrice } from '@shared/lib/money-format';
import type { OrderDetail } from '@shared/schemas/order';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import { routeId } from '@client/lib/route-id';
import { useLoadedModule } from '@client/lib/use-loaded-module';
import { PageHeading } from '@client/components/page-heading';
import { getCheckoutQueryOptions, getOrderQueryOptions, useCheckout, useOrder } from '@client/features/orders/get-orders';
import { useCheckoutFlow, useFollowPendingOrder } from '@client/features/orders/use-checkout';
import { ProductThumb } from '@client/features/orders/components/product-thumb';
import { PayMethodPicker } from '@client/features/orders/components/pay-method-picker';
import { CheckoutResult } from '@client/features/orders/components/checkout-result';
import styles from '@client/features/orders/order-pay-page.module.css';

/** `?productType=&productId=` both required and numeric; anything else is the 404 page, like an unknown product. */
function productOf(request: Request): { productType: number; productId: number } {
  const params = new URL(request.url).searchParams;
  return {
    productType: routeId(params.get('productType') ?? undefined, request),
    productId: routeId(params.get('productId') ?? undefined, request),
  };
}

/** `&orderId=`: back from WeChat's page or the cashier with the order to show (someone else's is the 404 page). */
function returnedOrderOf(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get('orderId');
  return raw === null ? null : routeId(raw, request);
}

/** Null, or why this product cannot be bought here (a member benefit sold in the app, a free class): said on the page. */
export async function loader({ context, request }: LoaderFunctionArgs): Promise<{ refused: string } | null> {
  const { productType, productId } = productOf(request);
  const { queryClient, api } = context.get(appContext);
  // The order as the server has it: the way back from the pay page says nothing about whether it was paid.
  const returned = returnedOrderOf(request);
  if (returned !== null) await loadFresh(queryClient, getOrderQueryOptions(api, returned));
  // Balance, ownership and pending orders move: a checkout is always read fresh. A product that
  // cannot be bought is the page's own refusal, not an error page.
  const refusal = await loadFresh(queryClient, getCheckoutQueryOptions(api, productType, productId), (error) =>
    isApiError(error) && error.code === CODE_PRODUCT_UNAVAILABLE ? { refused: error.message } : undefined,
  );
  return 'refused' in refusal ? refusal : null;
}

const loadDialogs = () => import('@client/features/orders/components/order-dialogs');
const loadWechatPanel = () => import('@client/features/orders/components/wechat-pay-panel');
const loadReturnPanel = () => import('@client/features/orders/components/pay-return-panel');
const STEPS = ['确认订单', '支付', '完成'];

export function Component() {
  const params = new URLSearchParams(useLocation().search);
  const refusal = useLoaderData<typeof loader>();
  const checkout = useCheckout(Number(params.get('productType')), Number(params.get('productId')));
  const returnedId = Number(params.get('orderId') ?? 0);
  const returned = useOrder(returnedId) ?? null;
  if (refusal) {
    return (
      <div className={styles.page}>
        <PageHeading />
        <p className={styles.notice} role="alert">
          {refusal.refused}
          <a href="/">返回首页</a>
        </p>
      </div>
    );
  }
  if (!checkout) return null;
  return (
    <CheckoutView
      key={`${checkout.product.type}-${checkout.product.id}-${returned?.id ?? 0}`}
      checkout={checkout}
      returned={
        returned && returned.product.type === checkout.product.type && returned.product.id === checkout.product.id ? returned : null
      }
    />
  );
}

function CheckoutView({ checkout, returned }: { checkout: NonNullable<ReturnType<typeof useCheckout>>; returned: OrderDetail | null }) {
  const { product } = checkout;
  const { stage, busy, submit, settled, restart } = useCheckoutFlow(checkout, returned);
  useFollowPendingOrder(checkout, stage.kind === 'choose');
  const available = checkout.payMethods.filter((option) => option.available);
  const [method, setMethod] = useState<number | null>(available[0]?.method ?? null);
  const [wantInvoice, setWantInvoice] = useState(false);
  const [confirming, setConfirming] = useState(0);
  const dialogs = useLoadedModule(loadDialogs, confirming);
  const wechat = useLoadedModule(loadWechatPanel, stage.kind === 'wechat');
  const returnPanel = useLoadedModule(loadReturnPanel, stage.kind === 'returned');
  const step = stage.kind === 'choose' ? 0 : stage.kind === 'paid' || stage.kind === 'closed' ? 2 : 1;
  const coins = method === PayMethod.SKILL_COIN;
  const due = product.price === 0 ? '免费' : coins ? `${checkout.coinCost} 技能币` : formatFen(product.price);
  const submitDisabled = busy || checkout.owned || method === null;
  const submitLabel = product.price === 0 ? '免费领取' : '提交订单';
  const onSubmit = () => (coins ? setConfirming((count) => count + 1) : void submit(method ?? PayMethod.FREE));

  return (
    <div className={styles.page}>
      <PageHeading />
      <ol className={styles.steps} aria-label="下单步骤">
        {STEPS.map((label, index) => (
          <li key={label} className={index <= step ? styles.stepDone : undefined} aria-current={index === step ? 'step' : undefined}>
            <span aria-hidden="true">{index + 1}</span>
            {label}
          </li>
        ))}
      </ol>

      {stage.kind === 'leaving' ? (
        <p className={styles.notice} role="status">
          正在打开{stage.order.payMethod === PayMethod.AGGREGATED ? '收银台' : '微信支付'}…
        </p>
      ) : stage.kind === 'returned' ? (
        !returnPanel ? (
          <p className={styles.notice} role="status">
            正在确认支付结果…
          </p>
        ) : (
          <returnPanel.PayReturnPanel order={stage.order} onSettled={(id) => void settled(id)} onBack={() => restart(false)} />
        )
      ) : stage.kind === 'wechat' ? (
        !wechat ? (
          <p className={styles.notice} role="status">
            正在加载支付二维码…
          </p>
        ) : (
          <wechat.WechatPayPanel
            orderId={stage.order.id}
            amount={stage.order.amount}
            payUrl={stage.payUrl}
            expiresAt={stage.expiresAt}
            serverNow={stage.order.serverNow}
            onSettled={(id) => void settled(id)}
            onBack={() => restart(false)}
          />
        )
      ) : stage.kind === 'paid' || stage.kind === 'closed' ? (
        <CheckoutResult order={stage.order} wantInvoice={wantInvoice} onRetry={() => restart(true)} />
      ) : (
        <div className={styles.columns}>
          <div className={styles.main}>
            <section className={styles.card} aria-labelledby="checkout-product">
              <h2 id="checkout-product" className={styles.cardTitle}>
                商品信息
              </h2>
              <div className={styles.product}>
                <ProductThumb product={product} size="lg" />
                <div className={styles.productInfo}>
                  <span className="tag accent-1">{ProductType.label(product.type)}</span>
                  <p className={styles.productTitle}>{product.href ? <a href={product.href}>{product.title}</a> : product.title}</p>
                  <p className={styles.muted}>{product.summary}</p>
                </div>
                <p className={styles.price}>
                  {product.originalPrice > product.price ? <s>{formatFen(product.originalPrice)}</s> : null}
                  <strong>{formatPrice(product.price)}</strong>
                </p>
              </div>
              {checkout.owned ? (
                <p className={styles.notice} role="status">
                  你已拥有该商品，无需重复购买。{product.href ? <a href={product.href}>去查看</a> : null}
                </p>
              ) : checkout.pendingOrderId ? (
                <p className={styles.notice} role="status">
                  你有一笔该商品的待支付订单，提交后将继续支付这笔订单。
                </p>
              ) : null}
            </section>

            {product.price > 0 ? (
              <section className={styles.card} aria-labelledby="checkout-methods">
                <h2 id="checkout-methods" className={styles.cardTitle}>
                  支付方式
                </h2>
                <PayMethodPicker options={checkout.payMethods} value={method} onChange={setMethod} />
                <p className={styles.balance}>
                  技能币余额 <strong>{checkout.coinBalance}</strong>
                  <a href="/order/pay/create?productType=7&productId=2">充值</a>
                </p>
              </section>
            ) : null}

            {product.price > 0 && product.type !== ProductType.SKILL_COIN ? (
              <section className={styles.card} aria-labelledby="checkout-invoice">
                <h2 id="checkout-invoice" className={styles.cardTitle}>
                  发票
                </h2>
                <label className={styles.check}>
                  <input type="checkbox" checked={wantInvoice} onChange={(event) => setWantInvoice(event.target.checked)} />
                  支付后申请电子发票（个人或单位，可用于报销）
                </label>
              </section>
            ) : null}
          </div>

          <aside className={styles.summary} aria-label="订单结算">
            <dl>
              <div>
                <dt>商品金额</dt>
                <dd>{formatFen(product.originalPrice)}</dd>
              </div>
              {product.originalPrice > product.price ? (
                <div>
                  <dt>优惠</dt>
                  <dd>-{formatFen(product.originalPrice - product.price)}</dd>
                </div>
              ) : null}
              <div className={styles.due}>
                <dt>应付</dt>
                <dd>{due}</dd>
              </div>
            </dl>
            <button
              type="button"
              className={`btn btn-primary btn-lg btn-block ${styles.summarySubmit}`}
              disabled={submitDisabled}
              aria-busy={busy || undefined}
              onClick={onSubmit}
            >
              {submitLabel}
            </button>
            <p className={styles.terms}>
              提交订单即表示同意
              <a href="/service" target="_blank" rel="noopener">
                《服务条款》
              </a>
              {checkout.refundRule ? `；${checkout.refundRule}。` : '。'}
            </p>
          </aside>
          {/* Phones and narrow tablets: the amount and the button stay at the bottom of the screen (the summary's own button is hidden there). */}
          <div className={styles.payBar} data-testid="pay-bar">
            <p className={styles.payBarDue}>
              应付 <strong>{due}</strong>
            </p>
            <button
              type="button"
              className="btn btn-primary btn-lg"
              disabled={submitDisabled}
              aria-busy={busy || undefined}
              onClick={onSubmit}
            >
              {submitLabel}
            </button>
          </div>
        </div>
      )}
      {dialogs && stage.kind === 'choose' ? (
        <dialogs.ConfirmDialog
          open={confirming > 0}
          onClose={() => setConfirming(0)}
          title="使用技能币支付"
          description={`将从余额中扣除 ${checkout.coinCost ?? 0} 技能币（当前余额 ${checkout.coinBalance}），支付后立即开通。`}
          confirmLabel="确认支付"
          onConfirm={async () => {
            await submit(PayMethod.SKILL_COIN);
            return true;
          }}
        />
      ) : null}
    </div>
  );
}
