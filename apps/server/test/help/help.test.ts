import { readFileSync } from 'node:fs';
import {
  api,
  findRouteByName,
  helpSections,
  parseGlossary,
  termsNamed,
  wordsRuledOut,
} from '@herald/contract';
import { describe, expect, it } from 'vitest';
import { helpTexts } from '../../src/modules/help/index.js';
import { buildUser, call, fail, signInAs } from '../factories.js';
import { useTestApp } from '../harness.js';

const glossary = parseGlossary(
  readFileSync(new URL('../../../../docs/glossary.md', import.meta.url), 'utf8'),
);

/** Every string of a section's help in one language, in the same order in both languages. */
function stringsOf(locale: 'en' | 'zh-CN', section: (typeof helpSections)[number]): string[] {
  const help = helpTexts[locale][section];
  return [
    help.title,
    help.intro,
    ...help.terms.flatMap((term) => [term.term, term.meaning]),
    ...help.statuses.flatMap((status) => [status.status, status.meaning]),
    ...help.links.map((link) => link.label),
  ];
}

describe('help texts', () => {
  it('give every section the same terms and links in English and 简体中文', () => {
    for (const section of helpSections) {
      const english = helpTexts.en[section];
      const chinese = helpTexts['zh-CN'][section];
      expect(english.intro.length, section).toBeGreaterThan(40);
      expect(english.terms.length, section).toBeGreaterThan(1);
      expect(chinese.terms.length, section).toBe(english.terms.length);
      expect(chinese.statuses.length, section).toBe(english.statuses.length);
      expect(
        chinese.links.map((link) => link.route),
        section,
      ).toEqual(english.links.map((link) => link.route));
    }
  });

  it('link only to routes of the console', () => {
    const links = helpSections.flatMap((section) => helpTexts.en[section].links);
    expect(links.filter((link) => !findRouteByName(link.route))).toEqual([]);
  });

  it('say each glossary term the glossary’s way, and none of the words it rules out', () => {
    const off: string[] = [];
    for (const section of helpSections) {
      const chinese = stringsOf('zh-CN', section);
      stringsOf('en', section).forEach((text, index) => {
        const zh = chinese[index] ?? '';
        for (const term of termsNamed(text, glossary))
          if (!zh.includes(term.zh)) off.push(`${section}: “${text}” → “${zh}” lacks ${term.zh}`);
        for (const { word, say } of wordsRuledOut(zh, glossary))
          off.push(`${section}: “${zh}” uses ${word} (say ${say})`);
      });
    }
    expect(off).toEqual([]);
  });
});

describe('help/get', () => {
  const testApp = useTestApp();

  it('answers every section in the caller’s language', async () => {
    const { app, database } = testApp();
    const user = await buildUser(database.db);
    const as = await signInAs(database.db, user.id);
    for (const section of helpSections) {
      const english = await call(
        app,
        api.help.get,
        { section },
        { as, headers: { 'accept-language': 'en' } },
      );
      expect(english).toEqual({ section, ...helpTexts.en[section] });
      const chinese = await call(
        app,
        api.help.get,
        { section },
        { as, headers: { 'accept-language': 'zh-CN' } },
      );
      expect(chinese).toEqual({ section, ...helpTexts['zh-CN'][section] });
    }
  });

  it('refuses a section the console does not have', async () => {
    const { app, database } = testApp();
    const user = await buildUser(database.db);
    const as = await signInAs(database.db, user.id);
    for (const section of ['home', 'nowhere']) {
      const answer = await fail(app, api.help.get, { section }, { as });
      expect(answer.status).toBe(400);
      expect(answer.data?.issues?.[0]?.path).toBe('section');
    }
  });

  it('asks to sign in first', async () => {
    const { app } = testApp();
    const answer = await fail(app, api.help.get, { section: 'content' });
    expect(answer.status).toBe(401);
  });
});
