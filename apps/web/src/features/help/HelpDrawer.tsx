import { apiPaths, type Help, type HelpSection } from '@herald/contract';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeyOf } from '../../api/hooks.js';
import { type ApiError, call } from '../../api/transport.js';
import { EmptyState, QueryError } from '../../components/states.js';
import { usePhone } from '../../components/viewport.js';
import { useRouteLink } from '../../lib/links.js';

/** A titled list of names and what they mean (the terms, the statuses). */
function Definitions({ id, title, entries }: { id: string; title: string; entries: [string, string][] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={5} id={id}>
        {title}
      </Typography.Title>
      <dl className="herald-help-terms">
        {entries.map(([name, meaning]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function HelpBody({ help, onLeave }: { help: Help; onLeave: () => void }) {
  const { t } = useTranslation();
  const linkTo = useRouteLink();
  if (!help.intro && help.terms.length === 0 && help.statuses.length === 0)
    return <EmptyState description={t('shell.help.empty')} />;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>{help.intro}</Typography.Paragraph>
      <Definitions
        id="help-terms"
        title={t('shell.help.terms')}
        entries={help.terms.map((entry) => [entry.term, entry.meaning])}
      />
      <Definitions
        id="help-statuses"
        title={t('shell.help.statuses')}
        entries={help.statuses.map((entry) => [entry.status, entry.meaning])}
      />
      {help.links.length > 0 && (
        <nav aria-labelledby="help-links">
          <Typography.Title level={5} id="help-links">
            {t('shell.help.links')}
          </Typography.Title>
          <Flex vertical gap={4}>
            {help.links.map((link) => (
              <Link key={link.route} to={linkTo(link.route)} onClick={onLeave}>
                {link.label}
              </Link>
            ))}
          </Flex>
        </nav>
      )}
    </Flex>
  );
}

/**
 * The help panel of one console section, in the reader's language: what the screen is for, its
 * terms, and links to the screens it talks about.
 */
export default function HelpDrawer({
  section,
  open,
  onClose,
}: {
  section: HelpSection;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
  const input = { section };
  // The answer is in the reader's language, so the language is part of its key: a switch asks again.
  const help = useQuery<Help, ApiError>({
    queryKey: [...queryKeyOf(apiPaths.help.get, input), i18n.language],
    queryFn: ({ signal }) => call(apiPaths.help.get, input, { signal }),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={help.data?.title ?? t('shell.help.title')}
      size={phone ? '100%' : 420}
      data-testid="help-drawer"
    >
      {help.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : help.isError ? (
        <QueryError error={help.error} what={t('shell.help.what')} onRetry={() => void help.refetch()} />
      ) : (
        <HelpBody help={help.data} onLeave={onClose} />
      )}
    </Drawer>
  );
}
