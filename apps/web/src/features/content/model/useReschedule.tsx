import { apiPaths, errorCatalog } from '@herald/contract';
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../../api/hooks.js';
import { postReads } from '../../../api/reads.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { Lines } from '../components/Lines.js';
import { issueMessages, refusedWith } from './issues.js';

export interface RescheduleRequest {
  id: number;
  scheduled_at: string;
  time_zone: string;
}

/**
 * Moves a scheduled post, as the reschedule dialog and the calendar's drag both do. The server checks
 * the new time like a new schedule: a refusal for risk (SPEC §5 "publishing may fail") is shown with
 * its warnings and may be accepted; any other refusal is shown as the server words it. Answers whether
 * the post moved; `onIssues` receives the refusal's issue messages for a form to show.
 */
export function useReschedule() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const failureText = useFailureText();
  const { mutateAsync } = useApiMutation(apiPaths.post.reschedule, { invalidates: postReads });

  return useCallback(
    async (request: RescheduleRequest, onIssues?: (messages: string[]) => void): Promise<boolean> => {
      // A form shows the issues on its field; the calendar has none, so its toast names them.
      const refused = (error: unknown) => {
        const issues = issueMessages(error);
        if (onIssues) onIssues(issues);
        void message.error(onIssues ? failureText(error) : <Lines lines={[failureText(error), ...issues]} />);
        return false;
      };
      try {
        await mutateAsync({ ...request, accept_risk: false });
        return true;
      } catch (error) {
        if (!refusedWith(error, errorCatalog.risky_release.code)) return refused(error);
        const goOn = await new Promise<boolean>((resolve) => {
          modal.confirm({
            title: t('content.reschedule.riskTitle'),
            content: <Lines lines={[failureText(error), ...issueMessages(error)]} />,
            okText: t('content.reschedule.goOn'),
            cancelText: t('common.cancel'),
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        });
        if (!goOn) return false;
        try {
          await mutateAsync({ ...request, accept_risk: true });
          return true;
        } catch (again) {
          return refused(again);
        }
      }
    },
    [mutateAsync, modal, message, failureText, t],
  );
}
