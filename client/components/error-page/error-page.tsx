import { Link } from 'react-router';

export const ERROR_COPY: Record<number, string> = {
  404: '您访问的页面不存在！',
  500: '抱歉，系统出现错误，请稍后重试',
  401: '抱歉，您没有权限访问该页面，请先登录',
};

export function ErrorPage({ status, detail }: { status: number; detail?: string }) {
  const known = status === 404 || status === 401 ? status : 500;
  return (
    <section className="error-page" data-status={status}>
      <p className="error-code">{status}</p>
      <h1>{ERROR_COPY[known]}</h1>
      {detail ? <p className="error-detail">{detail}</p> : null}
      <Link to="/" className="button-primary">返回首页</Link>
    </section>
  );
}
