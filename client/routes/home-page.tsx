import type { LoaderFunctionArgs } from 'react-router';
import { appContext } from '@client/app/app-context';
import { getHomeQueryOptions, useHome } from '@client/features/home/get-home';

export async function loader({ context }: LoaderFunctionArgs) {
  const { queryClient, api } = context.get(appContext);
  await queryClient.ensureQueryData(getHomeQueryOptions(api));
  return null;
}

export function Component() {
  const { data } = useHome();
  return (
    <div>
      <h1>推荐课程</h1>
      <ul>
        {data.courses.map((course) => (
          <li key={course.id}>{course.title}</li>
        ))}
      </ul>
    </div>
  );
}
