import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/transport.js';
import { errorText, NETWORK_LOST } from './error-text.js';

/**
 * The failure toast text of SPEC §8: a call refused by the server reads "Error {code}: {msg}"; a lost
 * network says so; anything else follows errorText.
 */
export function useFailureText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.code !== NETWORK_LOST && error.code > 0 && error.message) {
        return t('common.errorNotice', { code: error.code, msg: error.message });
      }
      return errorText(error, t('common.operateFail'), t('common.networkLost'));
    },
    [t],
  );
}
