import type { FieldIssue, ReviewLookup, SocialNetwork } from '@herald/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.js';
import type { OptionDrafts, OptionNetwork } from '../../../lib/post-values/options.js';
import { buildInput, type ComposeValues } from '../../../lib/post-values/values.js';
import { composeIssues, type ShownIssue } from '../model/issues.js';
import { reviewIssues } from '../model/review.js';
import { type ComposeAccount, lookupAccount, networksOf } from './useComposeAccounts.js';

/** The schedule lead is measured against the clock, so the rules look again every half minute. */
const CLOCK_TICK_MS = 30_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export type Patch = Partial<ComposeValues> | ((values: ComposeValues) => Partial<ComposeValues>);

/** A server answer's issues, on the form's own paths (shape issues come as `post.<field>`). */
export function serverIssues(issues: readonly FieldIssue[], level: 'error' | 'warn'): ShownIssue[] {
  return issues.map((issue) => ({
    path: issue.path.replace(/^post\./, ''),
    level,
    message: issue.message,
    network: null,
    missing: false,
    source: 'server',
  }));
}

/**
 * The compose form: its values, the networks they target, and every rule of SPEC §5 checked live
 * on each change, exactly as the server will check them.
 */
export function useComposeForm(
  initial: ComposeValues,
  accounts: readonly ComposeAccount[],
  /** The game's approval set-up (review levels, switches, each account's reviewers), once loaded. */
  review?: ReviewLookup,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  // A ref as well as state: a navigation right after saving must already see the form clean.
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const markDirty = useCallback((next: boolean) => {
    dirtyRef.current = next;
    setDirty(next);
  }, []);
  /**
   * Missing fields are pointed out only once the user tries: saving a draft needs only what the
   * contract's shape requires, submitting needs everything.
   */
  const [attempted, setAttempted] = useState<'none' | 'save' | 'submit'>('none');
  const [fromServer, setFromServer] = useState<ShownIssue[]>([]);
  /** The accounts were cleared by a change of review level (SPEC §5): the picker says why. */
  const [accountsCleared, setAccountsCleared] = useState(false);
  const now = useNow();
  const language = currentLanguage();

  const networks: SocialNetwork[] = useMemo(
    () => networksOf(accounts, values.account_ids),
    [accounts, values.account_ids],
  );
  const accountNetworks = useMemo(
    () => values.account_ids.flatMap((id) => networksOf(accounts, [id])),
    [accounts, values.account_ids],
  );
  const built = useMemo(() => buildInput(values, networks), [values, networks]);
  const live = useMemo(
    () => [
      ...composeIssues(built, values, networks, { now, locale: language, t, accountNetworks }),
      ...reviewIssues(review, accounts, values, language, t),
    ],
    [built, values, networks, accountNetworks, now, language, t, review, accounts],
  );
  const issues = useMemo(() => {
    const shown = live.filter(
      (issue) =>
        !issue.missing || attempted === 'submit' || (attempted === 'save' && issue.source === 'shape'),
    );
    return [...shown, ...fromServer];
  }, [live, attempted, fromServer]);

  const isDirty = useCallback(() => dirtyRef.current, []);

  const set = useCallback(
    (patch: Patch) => {
      setValues((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
      markDirty(true);
      // What the server said was about the values it saw; the live rules speak for the new ones.
      setFromServer([]);
    },
    [markDirty],
  );

  const setOptions = useCallback(
    <N extends OptionNetwork>(network: N, patch: Partial<OptionDrafts[N]>) =>
      set((current) => ({
        options: { ...current.options, [network]: { ...current.options[network], ...patch } },
      })),
    [set],
  );

  const setAccounts = useCallback(
    (ids: number[]) => {
      set({ account_ids: ids });
      setAccountsCleared(false);
    },
    [set],
  );

  /** SPEC §5: reviewers are set per account and level, so a new level starts the account choice over. */
  const setReviewLevel = useCallback(
    (level: number | null) => {
      if (values.review_level === level) return;
      setAccountsCleared(values.account_ids.length > 0);
      set({ review_level: level, account_ids: [] });
    },
    [set, values.review_level, values.account_ids.length],
  );

  return {
    values,
    set,
    setOptions,
    setAccounts,
    setReviewLevel,
    accountsCleared,
    networks,
    /** The chosen account whose authorization answers a network's look-ups. */
    accountFor: (network: SocialNetwork) => lookupAccount(accounts, values.account_ids, network),
    input: built.input,
    issues,
    /** Everything the live check finds (missing fields included) and what the server said: the summary. */
    allIssues: [...live, ...fromServer],
    /** Errors of the live check, missing fields included: any refuses the submission. */
    errors: live.filter((issue) => issue.level === 'error'),
    /** Errors the contract's shape check finds: even a draft cannot be saved with them. */
    shapeErrors: live.filter((issue) => issue.source === 'shape'),
    dirty,
    isDirty,
    markClean: () => markDirty(false),
    markAttempted: (what: 'save' | 'submit') =>
      setAttempted((current) => (current === 'submit' ? current : what)),
    showServerIssues: setFromServer,
  };
}

export type ComposeForm = ReturnType<typeof useComposeForm>;
