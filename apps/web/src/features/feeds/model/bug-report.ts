import type { Feed } from '@herald/contract';
import dayjs from 'dayjs';

/** The labels and names a bug report is written with, in the reader's language. */
export interface BugReportWords {
  title: string;
  text: string;
  link: string;
  network: string;
  language: string;
  time: string;
  issues: string;
  none: string;
  networkName: string;
  languageName: string | null;
  issueNames: readonly string[];
}

/**
 * A player's report as a bug tracker wants it: what they wrote, where to see it, on which network, in
 * which language, when (with its UTC offset, so the team can match server logs), and the issue classes.
 */
export function bugReport(feed: Feed, words: BugReportWords): string {
  const lines = [
    words.title,
    '',
    `${words.text}:`,
    feed.text,
    '',
    `${words.link}: ${feed.permalink ?? words.none}`,
    `${words.network}: ${words.networkName} · ${feed.account_name}`,
    `${words.language}: ${words.languageName ?? words.none}`,
    `${words.time}: ${dayjs(feed.created_at).format('YYYY-MM-DD HH:mm:ss Z')}`,
    `${words.issues}: ${words.issueNames.length > 0 ? words.issueNames.join(', ') : words.none}`,
  ];
  return lines.join('\n');
}
