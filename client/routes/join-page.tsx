import type { LoaderMeta } from '@client/lib/route-meta';
import { JoinLanding } from '@client/features/join/components/join-landing';

/** /join (cached): static content; the agreement's text arrives with its dialog. */
export function loader(): LoaderMeta {
  return {
    meta: {
      title: '机构入驻',
      description: '职业院校、培训机构、企业与个人讲师入驻技能学堂：入驻优势、入驻条件、机构分类、入驻流程与《机构入驻协议》。',
    },
  };
}

export function Component() {
  return <JoinLanding />;
}
