import styles from '../certificate-verify.module.css';

/** What a verification proves and how else to look a certificate up. */
export function VerificationNotes() {
  return (
    <section className={styles.notes} aria-labelledby="verify-notes-title">
      <h2 id="verify-notes-title">关于证书核验</h2>
      <ul>
        <li>核验按证书编号查询职业技能等级证书库的登记记录：查到即说明该编号的证书真实有效，信息以本页为准。</li>
        <li>为保护持证人隐私，姓名和身份证号只显示部分内容。</li>
        <li>扫描证书上的二维码即可打开本页；本页链接可直接转发给用人单位核验。</li>
        <li>
          不知道证书编号？可在<a href="/certificate/query">证书查询</a>中按持证人姓名和身份证号查询其名下的证书。
        </li>
      </ul>
    </section>
  );
}
