import { Menu, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicLayout } from '../../components/PublicLayout.js';
import { currentLanguage } from '../../i18n/index.js';
import type { ScreenProps } from '../../screens/types.js';
import { type PolicyDoc, policyTexts } from './texts.js';

const docs: readonly PolicyDoc[] = ['terms', 'privacy', 'google'];

function isDoc(value: string | undefined): value is PolicyDoc {
  return docs.some((doc) => doc === value);
}

/** Terms of service, privacy policy and the Google API disclosure. */
export default function PolicyPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const doc: PolicyDoc = isDoc(params.doc) ? params.doc : 'terms';
  const sections = policyTexts[currentLanguage()][doc];
  return (
    <PublicLayout>
      <div className="herald-policy">
        <Menu
          mode="horizontal"
          selectedKeys={[doc]}
          items={docs.map((key) => ({ key, label: <Link to={`/policy/${key}`}>{t(`policy.${key}`)}</Link> }))}
        />
        <Typography.Title level={2}>{t(`policy.${doc}`)}</Typography.Title>
        {sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={4}>{section.heading}</Typography.Title>
            <Typography.Paragraph>{section.body}</Typography.Paragraph>
          </section>
        ))}
      </div>
    </PublicLayout>
  );
}
