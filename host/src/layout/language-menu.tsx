import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@app/shared/i18n';
import type { Language } from '@app/shared/rules';
import { HOST_NS } from '../app/host-i18n';
import { LANGUAGE_OPTIONS } from './language-flags';
import styles from './layout.module.css';

/**
 * Language switcher (SPEC §3/§4): a menu button with each option's icon and title. Arrow keys move,
 * Enter or Space picks, Escape or a click outside closes and gives focus back to the button.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation(HOST_NS);
  const id = useId();
  // i18next's language, not the store's: the prerendered page has it before the store is filled
  const language = i18n.language;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const current = LANGUAGE_OPTIONS.find((o) => o.value === language) ?? LANGUAGE_OPTIONS[1]!;

  useEffect(() => {
    if (!open) return undefined;
    const items = menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]');
    const checked = menu.current?.querySelector<HTMLElement>('[aria-checked=true]');
    (checked ?? items?.[0])?.focus();
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (value: Language) => {
    close();
    if (value !== language) void changeLanguage(value);
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(
      menu.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? [],
    );
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(items.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') close();
    else return;
    e.preventDefault();
  };

  return (
    <div className={styles.langMenu}>
      <button
        ref={button}
        type="button"
        className={styles.select}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`${t('language')}: ${current.title}`}
        onClick={() => setOpen((o) => !o)}
      >
        <current.Icon />
        <span className={styles.langTitle}>{current.title}</span>
      </button>
      {open ? (
        <ul
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label={t('language')}
          className={styles.langList}
          onKeyDown={onMenuKey}
        >
          {LANGUAGE_OPTIONS.map(({ value, title, Icon }) => (
            <li
              key={value}
              role="menuitemradio"
              aria-checked={value === language}
              lang={value}
              tabIndex={-1}
              className={styles.langItem}
              onClick={() => pick(value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  pick(value);
                }
              }}
            >
              <Icon />
              {title}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
