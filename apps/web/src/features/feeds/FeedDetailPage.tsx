import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/states.js';
import { useRouteLink } from '../../lib/links.js';
import { FeedDetailView } from './detail/FeedDetail.js';
import './feeds.css';

/** content.feeds.detail: one inbox item on a page of its own (phones, and links to one item). */
export default function FeedDetailPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const link = useRouteLink();
  const navigate = useNavigate();
  const id = Number(search.get('id'));
  const back = (
    <Button
      type="text"
      size="small"
      icon={<ArrowLeftOutlined />}
      aria-label={t('feeds.detail.back')}
      title={t('feeds.detail.back')}
      onClick={() => {
        // Back to the list as it was (filters, place) when the item was opened from it.
        const state: unknown = window.history.state;
        const index = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
        if (index > 0) void navigate(-1);
        else void navigate(link('content.feeds.list'));
      }}
    />
  );
  if (!Number.isInteger(id) || id <= 0)
    return (
      <EmptyState
        description={t('feeds.list.choose')}
        action={<Link to={link('content.feeds.list')}>{t('feeds.detail.back')}</Link>}
      />
    );
  return (
    <div className="feeds-detail-page">
      <FeedDetailView
        key={id}
        id={id}
        back={back}
        onOpen={(other) => void navigate(link('content.feeds.detail', { query: { id: String(other) } }))}
      />
    </div>
  );
}
