import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The logo and name heading every frame, inside the console and outside it. */
export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="herald-brand">
      <img src="/favicon.svg" alt="" width={24} height={24} />
      <span>{t('app.name')}</span>
    </Link>
  );
}
