import { Link } from 'react-router';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="页脚" className={styles.links}>
          <Link to="/contactus">联系我们</Link>
          <Link to="/business">企业培训</Link>
          <Link to="/join">机构入驻</Link>
          <Link to="/rule">平台规则</Link>
          <Link to="/feedback">意见反馈</Link>
          <Link to="/service">服务条款</Link>
          <Link to="/privacy">隐私协议</Link>
        </nav>
        <p className={styles.copy}>© 2026 技能学堂 · 职业技能在线学习平台</p>
      </div>
    </footer>
  );
}
