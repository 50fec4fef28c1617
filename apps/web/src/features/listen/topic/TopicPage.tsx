import { apiPaths } from '@herald/contract';
import { Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { QueryError } from '../../../components/states.js';
import type { listenEn } from '../../../i18n/listen.js';
import type { ScreenProps } from '../../../screens/types.js';
import { topicScreenKey } from '../model/links.js';
import { defaultRange, type RangeChoice } from '../model/range.js';
import { TopicHeader } from './TopicHeader.js';
import { AlertsTab } from './tabs/AlertsTab.js';
import { AuthorsTab } from './tabs/AuthorsTab.js';
import { MentionsTab } from './tabs/MentionsTab.js';
import { OverviewTab } from './tabs/OverviewTab.js';
import { PatchTab } from './tabs/PatchTab.js';
import { ShareTab } from './tabs/ShareTab.js';
import { TermsTab } from './tabs/TermsTab.js';

type TabKey = keyof typeof listenEn.topic.tabs;
const tabKeys: readonly TabKey[] = ['overview', 'mentions', 'authors', 'terms', 'share', 'alerts', 'patch'];
const isTab = (value: string | null): value is TabKey => tabKeys.some((key) => key === value);

/** One topic's insight: its header and tabs (in ?tab=), sharing one range while the screen lives. */
function TopicView({ id }: { id: number }) {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const [range, setRange] = useState<RangeChoice>(defaultRange);
  const config = useApiQuery(apiPaths.listenTopic.config, { id });
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  if (config.isPending) return <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />;
  const { topic } = config.data;
  const shown = tabKeys.filter((key) => key !== 'share' || topic.type === 'competitive');
  const requested = query.get('tab');
  const tab: TabKey = isTab(requested) && shown.includes(requested) ? requested : 'overview';
  const ranged = { topicId: id, range, onRange: setRange };
  const bodies: Record<TabKey, () => React.ReactNode> = {
    overview: () => <OverviewTab {...ranged} topicType={topic.type} />,
    mentions: () => <MentionsTab {...ranged} />,
    authors: () => <AuthorsTab {...ranged} />,
    terms: () => <TermsTab {...ranged} />,
    share: () => <ShareTab {...ranged} topic={topic} />,
    alerts: () => <AlertsTab topicId={id} />,
    patch: () => <PatchTab topicId={id} />,
  };
  return (
    <>
      <TopicHeader config={config.data} />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          const next = new URLSearchParams(query);
          next.set('tab', key);
          setQuery(next, { replace: true });
        }}
        items={shown.map((key) => ({ key, label: t(`listen.topic.tabs.${key}`) }))}
      />
      {bodies[tab]()}
    </>
  );
}

/**
 * listen.topic: an active or archived topic's insight. The screen is keyed by its path and query
 * without `tab` (SPEC §2): switching tabs keeps its range and loaded mentions; another topic or game
 * starts afresh.
 */
export default function TopicPage(_props: ScreenProps) {
  const location = useLocation();
  const id = Number(useParams().id);
  return <TopicView key={topicScreenKey(location.pathname, location.search)} id={id} />;
}
