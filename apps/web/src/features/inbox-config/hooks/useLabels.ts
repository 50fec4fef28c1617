import type { FeedLanguage, FeedState, FeedType, Sentiment } from '@herald/contract';
import { useTranslation } from 'react-i18next';

/** The words for the inbox's enumerations, in the reader's language. */
export function useLabels() {
  const { t } = useTranslation();
  return {
    sentiment: (value: Sentiment) => t(`inboxConfig.enums.sentiments.${value}`),
    feedType: (value: FeedType) => t(`inboxConfig.enums.feedTypes.${value}`),
    language: (value: FeedLanguage) => t(`inboxConfig.enums.languages.${value}`),
    state: (value: FeedState) => t(`inboxConfig.enums.states.${value}`),
  };
}
