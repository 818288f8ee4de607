import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import relativeTime from 'dayjs/plugin/relativeTime';
import updateLocale from 'dayjs/plugin/updateLocale';

export const SITE_TIMEZONE = 'Asia/Shanghai';

// Same locale and zone on server and browser, so rendered dates never mismatch on hydration.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(relativeTime);
dayjs.extend(updateLocale);
dayjs.locale('zh-cn');
dayjs.updateLocale('zh-cn', { weekStart: 1 });
dayjs.tz.setDefault(SITE_TIMEZONE);

/** A timestamp shown in Beijing time whatever the viewer's or server's zone. */
export const siteTime = (value: string | number | Date) => dayjs(value).tz(SITE_TIMEZONE);

export { dayjs };
