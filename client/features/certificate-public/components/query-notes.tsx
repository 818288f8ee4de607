import { CERTIFICATE_QUERY_LIMITS } from '@shared/lib/certification-journey';
import styles from '../certificate-query.module.css';

const { perAddressPerMinute, perAddressPerHour, perIdNumberPerClientPerDay, challengeAfterPerIdNumberPerDay } = CERTIFICATE_QUERY_LIMITS;

/** What the query shows, what it never tells, and how often it may be asked. */
export function QueryNotes() {
  return (
    <section className={styles.notes} aria-labelledby="query-notes-title">
      <h2 id="query-notes-title">查询说明</h2>
      <ul>
        <li>姓名和身份证号须与证书登记信息同时相符，才会列出持证人名下的证书；不相符时只提示未查到，不会透露该身份证号是否登记过。</li>
        <li>结果只显示脱敏信息，如姓名「王*明」、身份证号「110***********002X」。</li>
        <li>
          为防止批量查询，同一网络每分钟最多查询 {perAddressPerMinute} 次、每小时 {perAddressPerHour} 次，同一网络每天对同一身份证号最多查询{' '}
          {perIdNumberPerClientPerDay} 次；某个身份证号当天被查询超过 {challengeAfterPerIdNumberPerDay}{' '}
          次后，再查询须先回答一道简单的验证题，本人仍可正常查询。
        </li>
        <li>身份证号只随查询发送，不会出现在网址中；填写的内容只暂存在当前标签页，关闭即清除。</li>
        <li>持有证书、知道证书编号的，可直接按证书编号核验，或扫描证书上的二维码。</li>
      </ul>
    </section>
  );
}
