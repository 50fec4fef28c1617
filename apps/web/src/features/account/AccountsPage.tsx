import { DownloadOutlined } from '@ant-design/icons';
import { type AccountView, apiPaths, type SocialNetwork } from '@herald/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { download } from '../../api/transport.js';
import { AddButton } from '../../components/actions.js';
import { useEditor } from '../../components/form-modal.js';
import { PagedTable, PageHeader, usePagedQuery } from '../../components/paged.js';
import { useFailureText } from '../../lib/failure-text.js';
import type { ScreenProps } from '../../screens/types.js';
import type { AccountDialog, AccountHandlers } from './AccountActions.js';
import { AccountEditor } from './AccountEditor.js';
import { accountReads } from './AccountEditors.js';
import { AccountFilters, type AccountFilterValues, useAccountFilters } from './AccountFilters.js';
import { useCanManageAccounts } from './abilities.js';
import { CandidatesModal } from './CandidatesModal.js';
import { ConnectDialog } from './ConnectDialog.js';
import { useAccountColumns } from './columns.js';
import { useOAuthPopup } from './useOAuthPopup.js';

/** The connected accounts of the game: filters, the table, and connecting, reconnecting and editing them. */
export default function AccountsPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const failureText = useFailureText();
  const client = useQueryClient();
  const canManage = useCanManageAccounts();
  const filters = useAccountFilters();
  const { paging, query } = usePagedQuery(apiPaths.account.list, (page) => ({ ...page, ...filters.values }));
  const remove = useApiMutation(apiPaths.account.delete, { invalidates: accountReads });
  const refresh = useApiMutation(apiPaths.account.refresh, { invalidates: accountReads });
  const bind = useApiMutation(apiPaths.account.bind);
  const rebind = useApiMutation(apiPaths.account.rebind);
  const oauth = useOAuthPopup();
  const editor = useEditor<{ dialog: AccountDialog; account: AccountView }>();
  const [connecting, setConnecting] = useState(false);
  const [picking, setPicking] = useState<{ state: string; network: SocialNetwork } | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      const { keyword } = paging.input;
      await download(apiPaths.account.export, { ...filters.values, ...(keyword ? { keyword } : {}) });
    } catch (error) {
      void message.error(failureText(error));
    } finally {
      setExporting(false);
    }
  };

  const reconnected = async () => {
    await Promise.all(accountReads.map((read) => client.invalidateQueries({ queryKey: [read.path] })));
    void message.success(t('account.reconnected'));
  };
  const handlers: AccountHandlers = {
    open: (dialog, account) => editor.show({ dialog, account }),
    refresh: (account) =>
      void refresh.mutateAsync({ id: account.id }).then(
        () => message.success(t('account.refreshed')),
        (error: unknown) => message.error(failureText(error)),
      ),
    reconnect: (account) =>
      oauth.start(
        () => rebind.mutateAsync({ id: account.id }),
        () => void reconnected(),
      ),
    remove: (account) => remove.mutateAsync({ id: account.id }),
  };
  const connect = (network: SocialNetwork, groupIds?: string[]) => {
    setConnecting(false);
    oauth.start(
      () => bind.mutateAsync({ social_channel: network, ...(groupIds ? { group_ids: groupIds } : {}) }),
      (state) => setPicking({ state, network }),
    );
  };
  const setFilter = (patch: Partial<AccountFilterValues>) => {
    filters.set(patch);
    paging.setPage(1);
  };

  const columns = useAccountColumns(handlers, canManage);
  const actions = (
    <Flex gap="small" wrap>
      <Button
        icon={<DownloadOutlined />}
        loading={exporting}
        onClick={() => void exportList()}
        data-testid="account-export"
      >
        {t('account.export')}
      </Button>
      {canManage && (
        <AddButton
          label={t('account.connect')}
          onClick={() => setConnecting(true)}
          testId="account-connect"
        />
      )}
    </Flex>
  );
  const emptyAction = (
    <Flex vertical align="center" gap="small">
      <Typography.Text type="secondary">
        {canManage ? t('account.emptyInvite') : t('account.emptyViewer')}
      </Typography.Text>
      {canManage && <AddButton label={t('account.connect')} onClick={() => setConnecting(true)} />}
    </Flex>
  );

  return (
    <>
      <PageHeader title={t('account.title')} action={actions} />
      <PagedTable<AccountView>
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="accounts-table"
        searchPlaceholder={t('account.search')}
        filters={<AccountFilters values={filters.values} set={setFilter} />}
        filtered={filters.filtered}
        emptyAction={emptyAction}
      />
      {canManage && (
        <ConnectDialog open={connecting} onClose={() => setConnecting(false)} onChoose={connect} />
      )}
      {picking && (
        <CandidatesModal state={picking.state} network={picking.network} onClose={() => setPicking(null)} />
      )}
      {editor.value && <AccountEditor editor={editor} {...editor.value} canManage={canManage} />}
    </>
  );
}
