import { useColorMode } from '@client/components/color-mode/color-mode';
import { MoonIcon } from '@client/components/icons/moon-icon';
import { SunIcon } from '@client/components/icons/sun-icon';
import { useOnDemand } from '@client/components/use-on-demand';
import menu from './menu.module.css';

const loadMenu = () => import('./color-mode-menu');

/**
 * 浅色 / 深色 / 跟随系统, stored in localStorage (spec §4); a page's forced mode still wins. The
 * menu's code (Radix) is fetched when the button is pointed at or focused, and mounts on its click.
 */
export function ColorModeToggle({ className }: { className?: string }) {
  const { resolved } = useColorMode();
  const { loaded, triggerProps } = useOnDemand(loadMenu);
  const triggerClass = `${className ?? ''} ${menu.jsOnly}`;
  const icon = resolved === 'dark' ? <MoonIcon /> : <SunIcon />;
  if (loaded) return <loaded.ColorModeMenu triggerClass={triggerClass} icon={icon} />;
  return (
    <button
      type="button"
      className={triggerClass}
      aria-label="切换颜色模式"
      title="切换颜色模式"
      aria-haspopup="menu"
      aria-expanded="false"
      {...triggerProps}
    >
      {icon}
    </button>
  );
}
