import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { AgreementType } from '@shared/enums/platform';
import { appContext } from '@client/lib/app-context';
import type { LoaderMeta } from '@client/lib/route-meta';
import { loadQuery } from '@client/lib/load-query';
import { AgreementDocument } from '@client/components/agreement/agreement-document';
import { getAgreementQueryOptions, useAgreement } from '@client/lib/get-agreement';

/** /service → 服务条款, /privacy → 隐私政策 (both prerendered at build time). */
const typeOf = (pathname: string): number => (pathname.replace(/\/+$/, '') === '/privacy' ? AgreementType.PRIVACY : AgreementType.SERVICE);

export async function loader({ context, request }: LoaderFunctionArgs): Promise<LoaderMeta> {
  const { queryClient, api } = context.get(appContext);
  const agreement = await loadQuery(queryClient, getAgreementQueryOptions(api, typeOf(new URL(request.url).pathname)));
  return {
    meta: {
      title: agreement.title,
      description: `${agreement.title}（${agreement.version}）：${agreement.sections.map((section) => section.heading.replace(/^[一二三四五六七八九十]+、/, '')).join('、')}。`,
    },
  };
}

export function Component() {
  const agreement = useAgreement(typeOf(useLocation().pathname));
  return agreement ? <AgreementDocument agreement={agreement} /> : null;
}
