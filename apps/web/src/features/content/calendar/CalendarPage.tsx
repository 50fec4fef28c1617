import {
  apiPaths,
  CALENDAR_LIMIT,
  type ContentStatus,
  contentStatuses,
  type SocialNetwork,
} from '@herald/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/hooks.js';
import { PageHeader } from '../../../components/paged.js';
import { AccountFilter, NetworkFilter, StatusFilter } from '../../../components/post/FilterFields.js';
import { usePhone } from '../../../components/viewport.js';
import { useCanCompose } from '../../../lib/abilities.js';
import { useFailureText } from '../../../lib/failure-text.js';
import { useRouteLink } from '../../../lib/links.js';
import { browserZone, instantOf } from '../../../lib/zone.js';
import type { ScreenProps } from '../../../screens/types.js';
import { ZoneSelect } from '../components/ZoneSelect.js';
import { CalendarBoard, type WallRange } from './CalendarBoard.js';
import { toEvents } from './events.js';
import { useCalendarDrop } from './useCalendarDrop.js';

interface Filters {
  account_ids: number[];
  networks: SocialNetwork[];
  statuses: ContentStatus[];
}

/**
 * content.calendar: posts by the instant they go or went out, in a zone the user picks (the
 * browser's by default), by month, week or day. Scheduled posts move by dragging; a click opens one.
 */
export default function CalendarPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const phone = usePhone();
  const canCompose = useCanCompose();
  const navigate = useNavigate();
  const link = useRouteLink();
  const [zone, setZone] = useState(browserZone);
  const [range, setRange] = useState<WallRange | null>(null);
  const [filters, setFilters] = useState<Filters>({ account_ids: [], networks: [], statuses: [] });
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  const input = {
    from: range ? instantOf(range.start, zone) : '',
    to: range ? instantOf(range.end, zone) : '',
    ...(filters.account_ids.length > 0 ? { account_ids: filters.account_ids } : {}),
    ...(filters.networks.length > 0 ? { networks: filters.networks } : {}),
    ...(filters.statuses.length > 0 ? { statuses: filters.statuses } : {}),
  };
  const query = useApiQuery(apiPaths.post.calendar, input, {
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
  const items = query.data?.items;
  const posts = useMemo(() => new Map((items ?? []).map((post) => [post.id, post])), [items]);
  const events = useMemo(() => toEvents(items ?? [], zone, canCompose), [items, zone, canCompose]);
  const drop = useCalendarDrop(posts, zone);

  return (
    <>
      <PageHeader
        title={t('content.titles.calendar')}
        action={
          <Flex gap="small" align="center">
            <Typography.Text type="secondary">{t('content.calendar.zone')}</Typography.Text>
            <ZoneSelect value={zone} onChange={setZone} ariaLabel={t('content.calendar.zone')} />
          </Flex>
        }
      />
      <Flex vertical gap="middle">
        <Flex wrap gap="small" align="center">
          <AccountFilter
            value={filters.account_ids}
            onChange={(account_ids) => set({ account_ids })}
            block={phone}
          />
          <NetworkFilter value={filters.networks} onChange={(networks) => set({ networks })} block={phone} />
          <StatusFilter
            value={filters.statuses}
            onChange={(statuses) => set({ statuses })}
            statuses={contentStatuses}
            block={phone}
          />
          {canCompose && !phone && (
            <Typography.Text type="secondary">{t('content.calendar.dragHint')}</Typography.Text>
          )}
        </Flex>
        {query.isError && (
          <Alert
            type="warning"
            showIcon
            title={failureText(query.error)}
            action={
              <Button size="small" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        )}
        {query.data?.truncated && (
          <Alert type="info" showIcon title={t('content.calendar.truncated', { max: CALENDAR_LIMIT })} />
        )}
        {phone && range && (
          <Typography.Title level={5} style={{ margin: 0 }} data-testid="calendar-title">
            {range.title}
          </Typography.Title>
        )}
        <Spin spinning={query.isFetching}>
          <CalendarBoard
            events={events}
            posts={posts}
            zone={zone}
            phone={phone}
            onRange={setRange}
            onOpen={(id) => void navigate(link('content.post.detail', { query: { id: String(id) } }))}
            onDrop={drop}
          />
        </Spin>
      </Flex>
    </>
  );
}
