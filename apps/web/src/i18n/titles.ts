import type { Section } from '@herald/contract';
import type { TFunction } from 'i18next';
import { en } from './en.js';

type PageKey = keyof typeof en.shell.pages;
type SectionKey = keyof typeof en.shell.sections;

function isPage(name: string): name is PageKey {
  return name in en.shell.pages;
}

/** Title of a route: its own, else its section's (detail pages share their list's section). */
export function pageTitle(t: TFunction, name: string): string {
  if (isPage(name)) return t(`shell.pages.${name}`);
  const section = name.split('.')[0] ?? '';
  return section in en.shell.sections ? t(`shell.sections.${section as SectionKey}`) : name;
}

export function sectionTitle(t: TFunction, section: Section): string {
  return section in en.shell.sections ? t(`shell.sections.${section as SectionKey}`) : section;
}
