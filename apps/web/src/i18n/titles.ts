import type { Section } from '@herald/contract';
import type { TFunction } from 'i18next';
import type { Messages } from './en.js';
import { hasText } from './index.js';

type PageKey = keyof Messages['shell']['pages'];
type SectionKey = keyof Messages['shell']['sections'];

function isPage(name: string): name is PageKey {
  return hasText(`shell.pages.${name}`);
}

function isSection(name: string): name is SectionKey {
  return hasText(`shell.sections.${name}`);
}

/** Title of a route: its own, else its section's (detail pages share their list's section). */
export function pageTitle(t: TFunction, name: string): string {
  if (isPage(name)) return t(`shell.pages.${name}`);
  const section = name.split('.')[0] ?? '';
  return isSection(section) ? t(`shell.sections.${section}`) : name;
}

export function sectionTitle(t: TFunction, section: Section): string {
  return isSection(section) ? t(`shell.sections.${section}`) : section;
}
