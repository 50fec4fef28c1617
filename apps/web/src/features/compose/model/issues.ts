import {
  checkPost,
  formatRuleMessage,
  type PostFacts,
  type PostInput,
  postInputSchema,
  type RuleIssue,
  type SocialNetwork,
  type UiLocale,
} from '@herald/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { isSocialNetwork, networkName } from '../../../components/networks.js';
import type { ComposeValues } from '../../../lib/post-values/values.js';

/** One problem of the form, on its field (dotted path as the contract names it). */
export interface ShownIssue {
  path: string;
  level: 'error' | 'warn';
  message: string;
  network: SocialNetwork | null;
  /**
   * Something not filled in yet. Shown only once the user tries to save or submit: a new form would
   * otherwise open covered in "Required".
   */
  missing: boolean;
  /** shape: the contract refuses even a draft; rule: submitting is refused (or warned); server: its answer. */
  source: 'shape' | 'rule' | 'server';
}

/** What the compose rules look at: the form's post, its media as uploaded, and the accounts' networks. */
export function factsOf(
  input: PostInput,
  values: ComposeValues,
  networks: readonly SocialNetwork[],
): PostFacts {
  const {
    image_ids: _images,
    video_ids: _videos,
    thumbnail: _thumbnail,
    account_ids: _accounts,
    ...rest
  } = input;
  return {
    ...rest,
    networks,
    images: values.images,
    videos: values.videos,
    thumbnail: input.thumbnail ? values.thumbnail : null,
  };
}

function ruleIssue(issue: RuleIssue, locale: UiLocale): ShownIssue {
  return {
    path: issue.path,
    level: issue.level,
    message: formatRuleMessage(issue, locale, networkName),
    network: issue.network,
    missing: issue.rule === 'required' || issue.rule === 'required_by',
    source: 'rule',
  };
}

function pathOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join('.');
}

function shapeMessage(issue: z.core.$ZodIssue, t: TFunction): { message: string; missing: boolean } {
  const path = pathOf(issue);
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' && min <= 1)
        return { message: t('compose.issues.required'), missing: true };
      if (issue.origin === 'array')
        return { message: t('compose.issues.atLeast', { count: min }), missing: min <= 1 };
      return { message: t('compose.issues.minValue', { min }), missing: false };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return { message: t('compose.issues.tooLong', { max }), missing: false };
      if (issue.origin === 'array') return { message: t('compose.issues.atMost', { max }), missing: false };
      return { message: t('compose.issues.maxValue', { max }), missing: false };
    }
    case 'invalid_format':
      // An unset schedule travels as '' (values.ts): for the user, the time is simply missing.
      if (path === 'publish.scheduled_at') return { message: t('compose.issues.required'), missing: true };
      if (/recipients\.\d+$/.test(path)) return { message: t('compose.issues.phone'), missing: false };
      if (issue.format === 'url') return { message: t('compose.issues.url'), missing: false };
      return { message: t('compose.issues.invalid'), missing: false };
    case 'custom':
      if (issue.message === 'not_supported' && path === 'options.tiktok.privacy_level')
        return { message: t('compose.tiktok.brandedNotPrivate'), missing: false };
      if (issue.message === 'required') return { message: t('compose.issues.required'), missing: true };
      return { message: t('compose.issues.invalid'), missing: false };
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return { message: t('compose.issues.required'), missing: true };
    default:
      return { message: t('compose.issues.invalid'), missing: false };
  }
}

function shapeIssue(issue: z.core.$ZodIssue, t: TFunction): ShownIssue {
  const path = pathOf(issue);
  const network = /^options\.(\w+)/.exec(path)?.[1];
  return {
    path,
    level: 'error',
    network: network && isSocialNetwork(network) ? network : null,
    source: 'shape',
    ...shapeMessage(issue, t),
  };
}

export interface IssueContext {
  now: Date;
  locale: UiLocale;
  t: TFunction;
  /**
   * The network of each chosen account, once per account (Discord posts go to one server); the
   * targeted networks when not given.
   */
  accountNetworks?: readonly SocialNetwork[];
}

/**
 * Every problem of the form as the server would answer it: the contract's shape (what post/save
 * refuses) and the compose rules of SPEC §5 (what post/submit refuses, and the risk warnings).
 */
export function composeIssues(
  built: { input: PostInput; optionIssues: readonly z.core.$ZodIssue[] },
  values: ComposeValues,
  networks: readonly SocialNetwork[],
  context: IssueContext,
): ShownIssue[] {
  const shape = postInputSchema.safeParse(built.input);
  const shapeIssues = [...(shape.success ? [] : shape.error.issues), ...built.optionIssues];
  const facts = factsOf(built.input, values, context.accountNetworks ?? networks);
  const rules = checkPost(facts, { now: context.now, submitting: true });
  const shown = shapeIssues.map((issue) => shapeIssue(issue, context.t));
  // Options left out as incomplete make the rules say "required by" too: the field issues say it better.
  const incomplete = new Set(shown.flatMap((issue) => /^options\.\w+/.exec(issue.path) ?? []));
  return [
    ...shown,
    ...rules.filter((issue) => !incomplete.has(issue.path)).map((issue) => ruleIssue(issue, context.locale)),
  ];
}

/** The issues on a field and everything under it (`images` also takes `images.2`). */
export function issuesUnder(issues: readonly ShownIssue[], path: string): ShownIssue[] {
  return issues.filter((issue) => issue.path === path || issue.path.startsWith(`${path}.`));
}

/** The issues on exactly this field. */
export function issuesOn(issues: readonly ShownIssue[], path: string): ShownIssue[] {
  return issues.filter((issue) => issue.path === path);
}
