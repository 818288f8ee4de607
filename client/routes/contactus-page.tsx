import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadQuery } from '@client/lib/load-query';
import { PageHeading } from '@client/components/page-heading';
import { ContactCards } from '@client/features/contact/components/contact-cards';
import { getSiteContactQueryOptions, useSiteContact } from '@client/lib/get-agreement';

/** /contactus (prerendered): every way to reach the platform, served by the API. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await loadQuery(queryClient, getSiteContactQueryOptions(api));
  return {
    meta: {
      title: '联系我们',
      description: '技能学堂客服热线、服务时间、客服邮箱，商务合作、媒体联络、机构入驻与意见反馈的联系方式及公司地址。',
    },
  };
}

export function Component() {
  const contact = useSiteContact();
  return (
    <>
      <PageHeading />
      {contact ? <ContactCards contact={contact} /> : null}
    </>
  );
}
