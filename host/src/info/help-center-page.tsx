import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpContact } from './help-contact';
import { filterHelpTopics } from './help-search';
import { INFO_NS } from './info-messages';
import { InfoPageGate } from './info-page-gate';
import { useInfoTexts } from './use-info-texts';
import { usePageTitle } from './use-page-title';
import styles from './info.module.css';
import help from './help-center.module.css';

function HelpCenter() {
  const { t } = useTranslation(INFO_NS);
  const texts = useInfoTexts();
  usePageTitle(t('help.title'));
  const [query, setQuery] = useState('');
  const [topicId, setTopicId] = useState<string | null>(null);
  const deferredQuery = useDeferredValue(query);
  const searchId = useId();
  const topics = useMemo(
    () => filterHelpTopics(texts.help.topics, deferredQuery, topicId),
    [texts, deferredQuery, topicId],
  );
  const searching = deferredQuery.trim() !== '';
  const count = topics.reduce((n, topic) => n + topic.items.length, 0);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('help.title')}</h1>
        <p className={styles.heroBody}>{t('help.intro')}</p>
        <form className={help.search} role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className={styles.visuallyHidden}>
            {t('help.searchLabel')}
          </label>
          <input
            id={searchId}
            className={help.searchInput}
            type="search"
            value={query}
            placeholder={t('help.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => setQuery(e.target.value)}
          />
          {query ? (
            <button type="button" className={help.clear} onClick={() => setQuery('')}>
              {t('help.clearSearch')}
            </button>
          ) : null}
        </form>
      </header>

      <nav aria-label={t('help.categoriesLabel')}>
        <ul className={help.chips}>
          {[{ id: null, title: t('help.allTopics') }, ...texts.help.topics].map((topic) => (
            <li key={topic.id ?? 'all'}>
              <button
                type="button"
                className={help.chip}
                aria-pressed={topicId === topic.id}
                onClick={() => setTopicId(topic.id)}
              >
                {topic.title}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      <p className={searching ? styles.muted : styles.visuallyHidden} role="status">
        {searching ? t('help.resultCount', { count }) : ''}
      </p>

      {topics.length === 0 ? (
        <div className={styles.card} role="note">
          <h2 className={styles.cardTitle}>
            {t('help.noResultsTitle', { query: deferredQuery.trim() })}
          </h2>
          <p className={styles.muted}>{t('help.noResultsBody')}</p>
        </div>
      ) : (
        <div className={help.topics}>
          {topics.map((topic) => (
            <section
              key={topic.id}
              className={styles.section}
              aria-labelledby={`help-topic-${topic.id}`}
            >
              <h2 id={`help-topic-${topic.id}`} className={styles.sectionTitle}>
                {topic.title}
              </h2>
              <div className={help.accordion}>
                {topic.items.map((item) => (
                  <details key={item.id} className={help.item} open={searching || undefined}>
                    <summary className={help.question}>{item.q}</summary>
                    <p className={help.answer}>{item.a}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}

      <HelpContact />
    </div>
  );
}

/** SPEC §2 /HelpCenter (open to visitors): questions by topic, search, customer service. */
export default function HelpCenterPage() {
  return (
    <InfoPageGate>
      <HelpCenter />
    </InfoPageGate>
  );
}
