import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/paged.js';
import { pageTitle } from '../../../i18n/titles.js';
import type { ScreenProps } from '../../../screens/types.js';
import { MySubmissions } from './MySubmissions.js';
import { SubmitForm } from './SubmitForm.js';

/**
 * material.list (mode submit): upload files for the library (each checked against what the game
 * already has), describe them and their rights, and follow one's own submissions through review.
 */
export default function SubmitPage({ routeName }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={pageTitle(t, routeName)} />
      <Flex vertical gap="middle">
        <SubmitForm />
        <Card size="small">
          <MySubmissions />
        </Card>
      </Flex>
    </>
  );
}
