import type { FeedLanguage, FeedState, FeedType, Sentiment } from '@herald/contract';
import { useTranslation } from 'react-i18next';

/** The words for the inbox's enumerations, in the reader's language: the inbox's own vocabulary. */
export function useLabels() {
  const { t } = useTranslation();
  return {
    sentiment: (value: Sentiment) => t(`feeds.sentiments.${value}`),
    feedType: (value: FeedType) => t(`feeds.types.${value}`),
    language: (value: FeedLanguage) => t(`feeds.languages.${value}`),
    state: (value: FeedState) => t(`feeds.states.${value}`),
  };
}
