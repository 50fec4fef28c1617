import type { OptionNetwork } from '../../../lib/post-values/options.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';

export interface OptionsPanelProps {
  form: ComposeForm;
}

/** The issues of one option field (`options.youtube.privacy`). */
export function optionIssues(form: ComposeForm, network: OptionNetwork, field: string) {
  return issuesUnder(form.issues, `options.${network}.${field}`);
}
