import type { AccountView } from '@herald/contract';
import type { AccountDialog } from './AccountActions.js';
import { type EditorProps, GroupEditor, RemarkEditor, TemplateEditor } from './AccountEditors.js';
import { accountAbilities } from './abilities.js';
import { BacktrackModal } from './BacktrackModal.js';

/** The dialog a row action opened for one account. */
export function AccountEditor({
  editor,
  dialog,
  account,
  canManage,
}: EditorProps & { dialog: AccountDialog; account: AccountView; canManage: boolean }) {
  switch (dialog) {
    case 'remark':
      return <RemarkEditor editor={editor} account={account} />;
    case 'template':
      return <TemplateEditor editor={editor} account={account} />;
    case 'group':
      return <GroupEditor editor={editor} account={account} />;
    case 'backtrack':
      return (
        <BacktrackModal
          editor={editor}
          account={account}
          canRun={accountAbilities(account, canManage).canRunBacktrack}
        />
      );
    default:
      return dialog satisfies never;
  }
}
