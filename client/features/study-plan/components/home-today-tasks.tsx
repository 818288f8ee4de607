import { useQuery } from '@tanstack/react-query';
import { useApi } from '@client/lib/api-context';
import { useSelf } from '@client/lib/session/get-self';
import { getStudyPlanQueryOptions } from '../get-study-plan';
import { TodayTasks } from './today-tasks';

/** 今日任务 on the signed-in home page, once the learner has a plan (home stays one page for everyone: it loads after hydration). */
export function HomeTodayTasks() {
  const signedIn = useSelf() !== null;
  const plan = useQuery({ ...getStudyPlanQueryOptions(useApi()), enabled: signedIn }).data;
  if (!signedIn || !plan?.ready || plan.blocked) return null;
  return <TodayTasks plan={plan} />;
}
