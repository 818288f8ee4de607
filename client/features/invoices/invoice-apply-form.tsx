import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@shared/api/api-client';
import { applyInvoice } from '@shared/api/invoice';
import { DefaultAddressFlag, InvoiceHolder, InvoiceType } from '@shared/enums/finance';
import { checkEmail, checkRemark, INVOICE_LIMITS } from '@shared/lib/invoice-rules';
import { formatFen } from '@shared/lib/order-rules';
import { charCount } from '@shared/lib/profile-rules';
import type { InvoiceAddress, InvoiceableOrder, InvoiceTitle } from '@shared/schemas/invoice';
import { useApi } from '@client/lib/api-context';
import { toast } from '@client/components/toast/toast-store';
import { formatSiteTime } from '@client/components/site-time-format';
import { afterInvoiceChange } from './get-invoices';
import { useInvoiceDialogs } from './use-invoice-dialogs';
import styles from './invoices.module.css';

interface ApplyFormProps {
  orders: InvoiceableOrder[];
  titles: InvoiceTitle[];
  addresses: InvoiceAddress[];
  lastEmail: string;
  /** Orders the link asked for (申请发票 on an order, 重新申请 on a request). */
  preselected: number[];
}

type Problems = Partial<Record<'orders' | 'title' | 'email' | 'address' | 'remark', string>>;

/** Why a title cannot take the chosen invoice type; null when it can. */
const titleBlock = (title: InvoiceTitle, type: number) =>
  type !== InvoiceType.VAT_SPECIAL
    ? null
    : title.holder !== InvoiceHolder.COMPANY
      ? '个人抬头不能开具专用发票'
      : title.vatReady
        ? null
        : '缺少开户信息，编辑补全后可选';

/**
 * 申请开票: orders (one or more, merged into one invoice), the invoice type, the title, where it goes
 * (an e-mail, or a postal address for a paper VAT invoice) and a remark. Checked as the learner goes;
 * a refusal from the API is shown and nothing chosen or typed is lost.
 */
export function InvoiceApplyForm({ orders, titles, addresses, lastEmail, preselected }: ApplyFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number[]>(() =>
    orders.filter((order) => preselected.includes(order.id)).map((order) => order.id),
  );
  const [type, setType] = useState<number>(InvoiceType.ORDINARY);
  const [titleId, setTitleId] = useState<number | null>(titles[0]?.id ?? null);
  const [addressId, setAddressId] = useState<number | null>(
    addresses.find((address) => address.isDefault === DefaultAddressFlag.DEFAULT)?.id ?? null,
  );
  const [email, setEmail] = useState(lastEmail);
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'title' | 'address' | null>(null);
  const dialogs = useInvoiceDialogs(dialog !== null);

  const vat = type === InvoiceType.VAT_SPECIAL;
  const title = titles.find((candidate) => candidate.id === titleId);
  const total = useMemo(
    () => orders.filter((order) => selected.includes(order.id)).reduce((sum, order) => sum + order.amount, 0),
    [orders, selected],
  );
  const missing = preselected.filter((id) => !orders.some((order) => order.id === id));

  const check = (): Problems => {
    const found: Problems = {};
    if (selected.length === 0) found.orders = '请选择要开票的订单';
    else if (selected.length > INVOICE_LIMITS.ordersPerRequestMax)
      found.orders = `一次最多为 ${INVOICE_LIMITS.ordersPerRequestMax} 个订单开票`;
    if (!title) found.title = '请选择发票抬头';
    else if (titleBlock(title, type)) found.title = titleBlock(title, type)!;
    const mail = checkEmail(email);
    if (mail !== true) found.email = mail;
    if (vat && addressId === null) found.address = '纸质专用发票需要收件地址';
    const note = checkRemark(remark);
    if (note !== true) found.remark = note;
    return found;
  };
  const recheck = (key: keyof Problems) => {
    if (problems[key]) setProblems((current) => ({ ...current, [key]: check()[key] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"] input')?.focus();
      return;
    }
    setBusy(true);
    try {
      const request = await api.call(applyInvoice, {
        body: {
          orderIds: selected,
          titleId: titleId!,
          type,
          email: email.trim(),
          addressId: vat ? addressId : null,
          remark: remark.trim(),
        },
      });
      await afterInvoiceChange(queryClient);
      toast.success(`开票申请已提交（${request.requestNo}），审核结果会通过消息通知你`);
      void navigate('/setting/invoice');
    } catch (error) {
      toast.error(errorMessage(error));
      void afterInvoiceChange(queryClient);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number) => {
    setSelected((current) => (current.includes(id) ? current.filter((one) => one !== id) : [...current, id]));
    if (problems.orders) setProblems((current) => ({ ...current, orders: undefined }));
  };
  const errorOf = (key: keyof Problems) =>
    problems[key] ? (
      <p id={`apply-${key}-error`} className={styles.error} role="alert">
        {problems[key]}
      </p>
    ) : null;

  return (
    <form className={styles.apply} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className={styles.step}
        data-invalid={problems.orders ? true : undefined}
        aria-describedby={problems.orders ? 'apply-orders-error' : undefined}
      >
        <legend>1. 选择订单</legend>
        {missing.length > 0 ? <p className={styles.notice}>链接中的订单已开票、正在申请或不可开票，请在下方重新选择。</p> : null}
        {orders.length === 0 ? (
          <p className={styles.empty}>
            暂无可开票的订单。已支付、实付金额大于 0 且未退款的订单可以开票，<a href="/order/course">去看看我的订单</a>。
          </p>
        ) : (
          <ul className={styles.orderPick}>
            {orders.map((order) => (
              <li key={order.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={selected.includes(order.id)}
                    onChange={() => toggle(order.id)}
                    aria-invalid={problems.orders ? true : undefined}
                  />
                  <span className={styles.orderTitle}>{order.product.title}</span>
                  <span className={styles.muted}>
                    订单号 {order.orderNo} · {formatSiteTime(order.paidAt, 'YYYY-MM-DD')} 支付
                  </span>
                  <span className={styles.orderAmount}>{formatFen(order.amount)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errorOf('orders')}
      </fieldset>

      <fieldset className={styles.step}>
        <legend>2. 发票类型</legend>
        <div className={styles.typePick}>
          {InvoiceType.options.map((option) => (
            <label key={option.value} className={styles.typeOption}>
              <input
                type="radio"
                name="invoice-type"
                checked={type === option.value}
                onChange={() => {
                  setType(option.value);
                  setProblems({});
                  // A VAT invoice needs a ready company title: move to one when the chosen title cannot take it.
                  if (title && titleBlock(title, option.value))
                    setTitleId(titles.find((candidate) => !titleBlock(candidate, option.value))?.id ?? titleId);
                }}
              />
              <span>
                <strong>{option.value === InvoiceType.VAT_SPECIAL ? '增值税专用发票' : '电子普通发票'}</strong>
                <small>
                  {option.value === InvoiceType.VAT_SPECIAL
                    ? '纸质，顺丰寄送；限企业抬头，可抵扣进项税'
                    : '发送至邮箱，与纸质发票效力相同，可用于报销'}
                </small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        className={styles.step}
        data-invalid={problems.title ? true : undefined}
        aria-describedby={problems.title ? 'apply-title-error' : undefined}
      >
        <legend>3. 发票抬头</legend>
        {titles.length === 0 ? <p className={styles.empty}>还没有发票抬头，请先新增。</p> : null}
        <ul className={styles.radioCards}>
          {titles.map((candidate) => {
            const block = titleBlock(candidate, type);
            return (
              <li key={candidate.id}>
                <label className={block ? styles.disabled : undefined}>
                  <input
                    type="radio"
                    name="invoice-title"
                    checked={titleId === candidate.id}
                    disabled={block !== null}
                    aria-invalid={problems.title && titleId === candidate.id ? true : undefined}
                    onChange={() => {
                      setTitleId(candidate.id);
                      setProblems((current) => ({ ...current, title: undefined }));
                    }}
                  />
                  <span>
                    <strong>{candidate.name}</strong>
                    <small>
                      {candidate.holder === InvoiceHolder.COMPANY ? `企业 · 税号 ${candidate.taxNumber}` : '个人'}
                      {block ? ` · ${block}` : ''}
                    </small>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => setDialog('title')}
          disabled={titles.length >= INVOICE_LIMITS.titlesMax}
        >
          + 新增抬头
        </button>
        {errorOf('title')}
      </fieldset>

      <fieldset className={styles.step}>
        <legend>4. 收票信息</legend>
        <div className={styles.field}>
          <label htmlFor="apply-email">{vat ? '通知邮箱' : '接收邮箱'}</label>
          <div>
            <input
              id="apply-email"
              className={styles.input}
              type="email"
              autoComplete="email"
              maxLength={64}
              value={email}
              aria-invalid={problems.email ? true : undefined}
              aria-describedby={problems.email ? 'apply-email-error' : undefined}
              onChange={(event) => setEmail(event.target.value)}
              onBlur={() =>
                setProblems((current) => ({ ...current, email: ((result) => (result === true ? undefined : result))(checkEmail(email)) }))
              }
            />
            {errorOf('email')}
          </div>
        </div>
        {vat ? (
          <div className={styles.field} data-invalid={problems.address ? true : undefined}>
            <span className={styles.fieldLabel} id="apply-address-label">
              收件地址
            </span>
            <div
              role="radiogroup"
              aria-labelledby="apply-address-label"
              aria-invalid={problems.address ? true : undefined}
              aria-describedby={problems.address ? 'apply-address-error' : undefined}
            >
              <ul className={styles.radioCards}>
                {addresses.map((address) => (
                  <li key={address.id}>
                    <label>
                      <input
                        type="radio"
                        name="invoice-address"
                        checked={addressId === address.id}
                        onChange={() => {
                          setAddressId(address.id);
                          recheck('address');
                        }}
                      />
                      <span>
                        <strong>
                          {address.receiver} {address.mobile}
                          {address.isDefault === DefaultAddressFlag.DEFAULT ? <em className={styles.tagInline}>默认</em> : null}
                        </strong>
                        <small>
                          {address.region} {address.street}
                        </small>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDialog('address')}>
                + 新增地址
              </button>
              {errorOf('address')}
            </div>
          </div>
        ) : null}
        <div className={styles.field}>
          <label htmlFor="apply-remark">备注（选填）</label>
          <div>
            <textarea
              id="apply-remark"
              className={styles.input}
              rows={2}
              value={remark}
              placeholder="将打印在发票备注栏，如：培训费"
              aria-invalid={problems.remark ? true : undefined}
              onChange={(event) => setRemark(event.target.value)}
              onBlur={() => recheck('remark')}
            />
            <p className={`${styles.hint} ${styles.count}`}>
              {charCount(remark.trim())}/{INVOICE_LIMITS.remarkMax}
            </p>
            {errorOf('remark')}
          </div>
        </div>
      </fieldset>

      <div className={styles.submitBar}>
        <p>
          已选 <strong>{selected.length}</strong> 个订单，开票金额 <strong className={styles.amount}>{formatFen(total)}</strong>
        </p>
        <button type="submit" className="btn btn-primary" disabled={busy || orders.length === 0} aria-busy={busy || undefined}>
          提交申请
        </button>
      </div>

      {dialogs ? (
        <dialogs.TitleDialog
          open={dialog === 'title'}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setTitleId(saved.id);
            setProblems((current) => ({ ...current, title: undefined }));
          }}
        />
      ) : null}
      {dialogs ? (
        <dialogs.AddressDialog
          open={dialog === 'address'}
          first={addresses.length === 0}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setAddressId(saved.id);
            setProblems((current) => ({ ...current, address: undefined }));
          }}
        />
      ) : null}
    </form>
  );
}
