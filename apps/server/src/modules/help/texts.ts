import type { Help, HelpSection } from '@herald/contract';

/** One language's help: every console section, written for a game's social team. */
export type HelpTexts = Record<HelpSection, Omit<Help, 'section'>>;
