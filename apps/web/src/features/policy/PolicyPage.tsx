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

/**
 * Terms of service, privacy policy and the Google API disclosure. Links and plain headings drawn like
 * antd's horizontal Menu and Typography, which would add ~37 KB gzip to the page's first load.
 */
export default function PolicyPage({ params }: ScreenProps) {
  const { t } = useTranslation();
  const doc: PolicyDoc = isDoc(params.doc) ? params.doc : 'terms';
  const sections = policyTexts[currentLanguage()][doc];
  return (
    <PublicLayout>
      <div className="herald-policy">
        <nav className="herald-policy-nav">
          {docs.map((key) => (
            <Link key={key} to={`/policy/${key}`} aria-current={key === doc ? 'page' : undefined}>
              {t(`policy.${key}`)}
            </Link>
          ))}
        </nav>
        <h1>{t(`policy.${doc}`)}</h1>
        {sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
    </PublicLayout>
  );
}
