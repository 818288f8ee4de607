import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { PlayerIcon } from './player-icons';
import styles from './player-controls.module.css';

interface ControlMenuProps<T extends number> {
  /** What the trigger shows (the current choice). */
  display: string;
  /** The trigger's accessible name, with the current choice. */
  label: string;
  title: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** Where the menu opens: inside the player, so it shows in fullscreen too. */
  container: HTMLElement | null;
}

/** A choice in the control bar (speed, resolution): a Radix menu of radio items, opening above the bar. */
export function ControlMenu<T extends number>({ display, label, title, value, options, onChange, container }: ControlMenuProps<T>) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${styles.control} ${styles.textControl}`} aria-label={label} title={title}>
        {display}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content className={styles.menu} side="top" align="center" sideOffset={10} data-player-keys="native">
          <DropdownMenu.Label className={styles.menuLabel}>{title}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={String(value)} onValueChange={(next) => onChange(Number(next) as T)}>
            {options.map((option) => (
              <DropdownMenu.RadioItem key={option.value} value={String(option.value)} className={styles.menuItem}>
                <span>{option.label}</span>
                <DropdownMenu.ItemIndicator className={styles.menuCheck}>
                  <PlayerIcon name="check" size={16} />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
