import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import type { Section } from '../routes.js';

/**
 * The console sections that have a help panel: every section of the route table a signed-in user
 * works in. The public pages (home, policy, error) and the sign-in hand-off (middle) explain
 * themselves and have none.
 */
export const helpSections = [
  'content',
  'review',
  'account',
  'assign',
  'report',
  'listen',
  'material',
  'config',
  'perm',
  'system',
  'app',
] as const satisfies readonly Section[];
export type HelpSection = (typeof helpSections)[number];

/** Whether a route table section has a help panel. */
export function isHelpSection(section: string): section is HelpSection {
  return (helpSections as readonly string[]).includes(section);
}

export const helpTermSchema = z.object({
  term: z.string(),
  meaning: z.string(),
});

/** A status the section's screens show, and what it means for the reader. */
export const helpStatusSchema = z.object({
  status: z.string(),
  meaning: z.string(),
});

/**
 * A link of a help panel. The project's docs are not served by the console, so help links to the
 * console's own screens, by route name (the console keeps the current game in the link).
 */
export const helpLinkSchema = z.object({
  label: z.string(),
  route: z.string(),
});

export const helpSchema = z.object({
  section: z.enum(helpSections),
  title: z.string(),
  intro: z.string(),
  terms: z.array(helpTermSchema),
  statuses: z.array(helpStatusSchema),
  links: z.array(helpLinkSchema),
});
export type Help = z.infer<typeof helpSchema>;
export type HelpTerm = z.infer<typeof helpTermSchema>;
export type HelpStatus = z.infer<typeof helpStatusSchema>;
export type HelpLink = z.infer<typeof helpLinkSchema>;

/** The help panel of a console section (SPEC §6 base_auth, §7 help). */
export const helpEndpoints = {
  get: defineEndpoint({
    path: 'help/get',
    access: 'base_auth',
    input: z.strictObject({ section: z.enum(helpSections) }),
    output: helpSchema,
    summary: 'What a console section is for and the terms it uses, in the caller’s language',
  }),
};
