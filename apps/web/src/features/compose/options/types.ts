import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';
import type { OptionNetwork } from '../model/options.js';

export interface OptionsPanelProps {
  form: ComposeForm;
}

/** The issues of one option field (`options.youtube.privacy`). */
export function optionIssues(form: ComposeForm, network: OptionNetwork, field: string) {
  return issuesUnder(form.issues, `options.${network}.${field}`);
}
