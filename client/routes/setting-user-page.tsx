import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/lib/app-context';
import { loadFresh } from '@client/lib/load-query';
import {
  getCoinHistoryQueryOptions,
  getCoinSummaryQueryOptions,
  getProfileQueryOptions,
  useCoinSummary,
  useProfile,
} from '@client/features/settings/get-profile';
import { AvatarEditor } from '@client/features/settings/components/avatar-editor';
import { ProfileForm } from '@client/features/settings/components/profile-form';
import { CoinPanel } from '@client/features/settings/components/coin-panel';
import styles from '@client/features/settings/setting-user.module.css';

/** /setting/user: protected. Always read fresh: the balance moves with every order. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await Promise.all([
    loadFresh(queryClient, getProfileQueryOptions(api)),
    loadFresh(queryClient, getCoinSummaryQueryOptions(api)),
    loadFresh(queryClient, getCoinHistoryQueryOptions(api, 1)),
  ]);
  return null;
}

export function Component() {
  const profile = useProfile();
  const coins = useCoinSummary();
  if (!profile || !coins) return null;
  return (
    <>
      <section className={styles.card} aria-labelledby="profile-title">
        <h2 id="profile-title" className={styles.cardTitle}>
          基本资料
        </h2>
        <AvatarEditor avatar={profile.avatar} nickname={profile.nickname} />
        <ProfileForm key={profile.id} profile={profile} />
      </section>
      <CoinPanel summary={coins} />
    </>
  );
}
