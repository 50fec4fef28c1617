import { QuestionCircleOutlined } from '@ant-design/icons';
import { isHelpSection, type Section } from '@herald/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel's code is fetched the first time someone asks for help, not with the console.
const HelpDrawer = lazy(() => import('./HelpDrawer.js'));

/** The header's help button: opens the current section's help panel (sections without help show none). */
export function HelpButton({ section }: { section: Section }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  if (!isHelpSection(section)) return null;
  return (
    <>
      <Button
        type="text"
        icon={<QuestionCircleOutlined />}
        aria-label={t('shell.help.open')}
        title={t('shell.help.open')}
        data-testid="help-button"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <HelpDrawer section={section} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
