import { type ErrorId, errorMessages } from '@herald/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.js';

/**
 * A message of the error catalogue in the reader's language, for the spec's task messages shown
 * before anything is tried ("Task ended", "A published task cannot be deleted…"): the same words the
 * server answers when the action is tried anyway.
 */
export function useCatalogText(): (id: ErrorId) => string {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text follows the language switch.
  return useCallback((id: ErrorId) => errorMessages[currentLanguage()][id], [i18n.language]);
}
