import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import type { NetworkFit } from '@herald/contract';
import { Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSocialNetwork, NetworkIcon, networkName } from '../../../components/networks.js';
import { currentLanguage } from '../../../i18n/index.js';
import { fitNoteText } from '../model/fit.js';

const verdicts = {
  fits: { color: 'success', icon: <CheckCircleFilled aria-hidden /> },
  warn: { color: 'warning', icon: <ExclamationCircleFilled aria-hidden /> },
  error: { color: 'error', icon: <CloseCircleFilled aria-hidden /> },
} as const;

type SubjectKey = 'aspect_ratio' | 'width' | 'resolution';
const isSubjectKey = (what: string): what is SubjectKey =>
  ['aspect_ratio', 'width', 'resolution'].includes(what);

/**
 * How the file suits each network: fits, outside the recommended values (publishing may fail), or
 * not accepted, with each reason worded as compose words it.
 */
export function FitList({ fit, document }: { fit: readonly NetworkFit[]; document: boolean }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const subjectName = (what: string) => (isSubjectKey(what) ? t(`material.detail.subjects.${what}`) : what);
  if (document || fit.length === 0)
    return <Typography.Text type="secondary">{t('material.detail.fitNone')}</Typography.Text>;
  return (
    <List
      size="small"
      dataSource={[...fit]}
      data-testid="material-fit"
      renderItem={(entry) => {
        const verdict = verdicts[entry.verdict];
        return (
          <List.Item data-testid={`fit-${entry.network}`}>
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Flex gap={6} align="center">
                  {isSocialNetwork(entry.network) && <NetworkIcon network={entry.network} size={14} />}
                  <Typography.Text>{networkName(entry.network)}</Typography.Text>
                </Flex>
                <Tag color={verdict.color} icon={verdict.icon} style={{ marginInlineEnd: 0 }}>
                  {t(`material.detail.verdicts.${entry.verdict}`)}
                </Tag>
              </Flex>
              {entry.notes.map((note) => {
                const text = fitNoteText(note, entry.network, locale, networkName, subjectName);
                return (
                  <Typography.Text key={text} type="secondary" style={{ fontSize: 12 }}>
                    {text}
                  </Typography.Text>
                );
              })}
            </Flex>
          </List.Item>
        );
      }}
    />
  );
}
