import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LoadingState, MessageState } from '@app/shared/ui';
import { INFO_NS } from './info-messages';
import { HELP_CONTACT_ID } from './info-paths';
import { useCustomerLink, type ContactKind } from './use-customer-link';
import styles from './info.module.css';

const LABEL_KEYS = {
  chat: 'help.contact.open',
  zalo: 'help.contact.zalo',
  online: 'help.contact.online',
} as const satisfies Record<ContactKind, string>;

/** "Still need help?": the customer-service channels, with loading, error and empty states. */
export function HelpContact() {
  const { t } = useTranslation(INFO_NS);
  const { data, isPending, isError, refetch, isFetching } = useCustomerLink();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);

  // /HelpCenter#contact (the sponsor page links here): the page arrives lazily, so the browser's
  // own jump to the anchor has already passed; wait one task so the layout's scroll reset runs first
  useEffect(() => {
    if (hash !== `#${HELP_CONTACT_ID}`) return;
    const timer = window.setTimeout(() => section.current?.scrollIntoView({ block: 'start' }), 0);
    return () => window.clearTimeout(timer);
  }, [hash]);

  let body;
  if (isPending) {
    body = <LoadingState label={t('help.contact.loading')} />;
  } else if (isError) {
    body = (
      <MessageState
        role="alert"
        title={t('help.contact.errorTitle')}
        body={t('help.contact.errorBody')}
        actionLabel={isFetching ? undefined : t('common.retry')}
        onAction={() => void refetch()}
      />
    );
  } else if (data.length === 0) {
    body = <p className={styles.muted}>{t('help.contact.unavailable')}</p>;
  } else {
    body = (
      <ul className={`${styles.actions} ${styles.plainList}`}>
        {data.map((channel, index) => (
          <li key={channel.href}>
            <a
              className={index === 0 ? styles.button : styles.buttonSecondary}
              href={channel.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t(LABEL_KEYS[channel.kind])}
              <span className={styles.visuallyHidden}> {t('help.contact.newWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      ref={section}
      id={HELP_CONTACT_ID}
      className={`${styles.section} ${styles.card}`}
      aria-labelledby="help-contact-title"
    >
      <h2 id="help-contact-title" className={styles.sectionTitle}>
        {t('help.contact.title')}
      </h2>
      <p className={styles.muted}>{t('help.contact.body')}</p>
      {body}
    </section>
  );
}
