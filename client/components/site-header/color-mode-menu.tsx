import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ColorModePreference } from '@client/lib/route-meta';
import { setColorModePreference, useColorMode } from '@client/components/color-mode/color-mode';
import { CheckIcon } from '@client/components/icons/check-icon';
import { MonitorIcon } from '@client/components/icons/monitor-icon';
import { MoonIcon } from '@client/components/icons/moon-icon';
import { SunIcon } from '@client/components/icons/sun-icon';
import menu from './menu.module.css';

export const COLOR_MODE_OPTIONS: readonly { value: ColorModePreference; label: string; Icon: typeof SunIcon }[] = [
  { value: 'light', label: '浅色', Icon: SunIcon },
  { value: 'dark', label: '深色', Icon: MoonIcon },
  { value: 'system', label: '跟随系统', Icon: MonitorIcon },
];

/** The Radix menu behind the colour-mode button, mounted open by the button's first click. */
export function ColorModeMenu({ triggerClass, icon }: { triggerClass: string; icon: ReactNode }) {
  const { preference, forced } = useColorMode();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={triggerClass} aria-label="切换颜色模式" title="切换颜色模式">
        {icon}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menu.content} align="end" sideOffset={8}>
          <DropdownMenu.Label className={menu.label}>颜色模式</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={preference} onValueChange={(value) => setColorModePreference(value as ColorModePreference)}>
            {COLOR_MODE_OPTIONS.map(({ value, label, Icon }) => (
              <DropdownMenu.RadioItem key={value} value={value} className={menu.item}>
                <Icon size={18} className={menu.itemIcon} />
                <span className={menu.itemLabel}>{label}</span>
                <DropdownMenu.ItemIndicator className={menu.indicator}>
                  <CheckIcon size={16} />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          {forced ? <p className={menu.note}>当前页面固定为深色显示</p> : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
