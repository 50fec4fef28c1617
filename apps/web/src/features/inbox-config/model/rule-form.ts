import type {
  FeedLanguage,
  FeedType,
  JudgedSentiment,
  Sentiment,
  SmartRule,
  SmartRuleInput,
  SmartRuleOrder,
  SocialNetwork,
} from '@herald/contract';

/** The rule editor's values: the input's shape with every list present and blanks as empty. */
export interface RuleValues {
  name: string;
  order: SmartRuleOrder;
  enabled: boolean;
  criteria: {
    networks: SocialNetwork[];
    account_ids: number[];
    feed_types: FeedType[];
    keywords: { match: 'any' | 'all' | 'none'; terms: string[] }[];
    sentiments: Sentiment[];
    languages: FeedLanguage[];
    authors: string[];
    min_followers: number | null;
  };
  actions: {
    tag_ids: number[];
    sentiment: JudgedSentiment | null;
    assignee_id: number | null;
    state: 'pending' | 'resolved' | null;
    hide: boolean;
    reply_template: string;
    notify_user_ids: number[];
  };
}

export function ruleValuesOf(rule: SmartRule | null, order: SmartRuleOrder = 'unordered'): RuleValues {
  return {
    name: rule?.name ?? '',
    order: rule?.order ?? order,
    enabled: rule?.enabled ?? true,
    criteria: {
      networks: rule?.criteria.networks ?? [],
      account_ids: rule?.criteria.account_ids ?? [],
      feed_types: rule?.criteria.feed_types ?? [],
      keywords: rule?.criteria.keywords.map((group) => ({ ...group, terms: [...group.terms] })) ?? [],
      sentiments: rule?.criteria.sentiments ?? [],
      languages: rule?.criteria.languages ?? [],
      authors: rule?.criteria.authors ?? [],
      min_followers: rule?.criteria.min_followers ?? null,
    },
    actions: {
      tag_ids: rule?.actions.tag_ids ?? [],
      sentiment: rule?.actions.sentiment ?? null,
      assignee_id: rule?.actions.assignee_id ?? null,
      state: rule?.actions.state ?? null,
      hide: rule?.actions.hide ?? false,
      reply_template: rule?.actions.reply_template ?? '',
      notify_user_ids: rule?.actions.notify_user_ids ?? [],
    },
  };
}

const trimmed = (values: readonly string[]) => [
  ...new Set(values.map((value) => value.trim()).filter(Boolean)),
];

/** What the form holds as a rule's criteria, without empty keywords (antd leaves undefined for untouched fields). */
export function criteriaOf(values: Partial<RuleValues['criteria']> | undefined): SmartRuleInput['criteria'] {
  return {
    networks: values?.networks ?? [],
    account_ids: values?.account_ids ?? [],
    feed_types: values?.feed_types ?? [],
    keywords: (values?.keywords ?? [])
      .map((group) => ({ match: group?.match ?? 'any', terms: trimmed(group?.terms ?? []) }))
      .filter((group) => group.terms.length > 0),
    sentiments: values?.sentiments ?? [],
    languages: values?.languages ?? [],
    authors: trimmed(values?.authors ?? []),
    min_followers: values?.min_followers ?? null,
  };
}

/** The form's values as they may stand (antd leaves untouched fields undefined). */
export type RuleFormState = Partial<Pick<RuleValues, 'name' | 'order' | 'enabled'>> & {
  criteria?: Partial<RuleValues['criteria']>;
  actions?: Partial<RuleValues['actions']>;
};

export function ruleInputOf(values: RuleFormState): SmartRuleInput {
  const actions = values.actions ?? {};
  const reply = actions.reply_template?.trim() ?? '';
  return {
    name: values.name?.trim() ?? '',
    order: values.order ?? 'unordered',
    enabled: values.enabled ?? true,
    criteria: criteriaOf(values.criteria),
    actions: {
      tag_ids: actions.tag_ids ?? [],
      sentiment: actions.sentiment ?? null,
      assignee_id: actions.assignee_id ?? null,
      state: actions.state ?? null,
      hide: actions.hide ?? false,
      reply_template: reply === '' ? null : reply,
      notify_user_ids: actions.notify_user_ids ?? [],
    },
  };
}

/** Something to look at: one criterion at least. */
export function hasCriterion(c: SmartRuleInput['criteria']): boolean {
  return (
    [c.networks, c.account_ids, c.feed_types, c.keywords, c.sentiments, c.languages, c.authors].some(
      (list) => (list?.length ?? 0) > 0,
    ) ||
    (c.min_followers !== null && c.min_followers !== undefined)
  );
}

/** Something to do: one action at least. */
export function hasAction(a: SmartRuleInput['actions']): boolean {
  return (
    (a.tag_ids?.length ?? 0) > 0 ||
    (a.notify_user_ids?.length ?? 0) > 0 ||
    (a.sentiment ?? null) !== null ||
    (a.assignee_id ?? null) !== null ||
    (a.state ?? null) !== null ||
    (a.reply_template ?? null) !== null ||
    a.hide === true
  );
}

/** The server's rule_incomplete, checked before sending. */
export function isComplete(input: SmartRuleInput): boolean {
  return hasCriterion(input.criteria) && hasAction(input.actions);
}
