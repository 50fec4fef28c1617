import { describe, expect, it } from 'vitest';
import { classifyText, NEUTRAL_BAND } from './classifier.js';

const sentiment = (text: string) => classifyText(text).sentiment;
const terms = (text: string) => classifyText(text).terms.map(({ term }) => term);

describe('the lexicon classifier: English', () => {
  it('reads game-community slang', () => {
    expect(sentiment('This game is pay to win garbage')).toBe('negative');
    expect(sentiment('W update, devs are cooking')).toBe('positive');
    expect(sentiment('servers laggy af tonight')).toBe('negative');
    expect(sentiment('the new soundtrack is a banger')).toBe('positive');
    expect(terms('p2w trash')).toEqual(['p2w', 'trash']);
  });

  it('flips a negated term and keeps negation inside its clause', () => {
    expect(sentiment('not bad at all')).toBe('positive');
    expect(sentiment('this is not fun anymore')).toBe('negative');
    expect(sentiment('no lag at all today')).toBe('positive');
    const negated = classifyText('not good').terms[0];
    expect(negated?.term).toBe('not good');
    expect(negated?.weight).toBeLessThan(0);
    // The comma closes "not"'s clause: "great" is not negated.
    expect(sentiment('not sure, but the event is great')).toBe('positive');
  });

  it('weighs the clause after "but" more than the one before', () => {
    expect(sentiment('I love this game but the lag is killing me')).toBe('negative');
    expect(sentiment('It was laggy at first but after the patch it runs perfectly')).toBe('positive');
    expect(sentiment('The skins look nice but the prices are ridiculous')).toBe('negative');
  });

  it('scales terms with intensifiers and diminishers, and emphasis with exclamation marks', () => {
    const plain = classifyText('the event is good').score;
    const very = classifyText('the event is very good').score;
    const bit = classifyText('the event is a bit good').score;
    const loud = classifyText('the event is good!!!').score;
    expect(very).toBeGreaterThan(plain);
    expect(bit).toBeLessThan(plain);
    expect(loud).toBeGreaterThan(plain);
  });

  it('does not count a complaint that is being fixed', () => {
    expect(sentiment('Thanks for fixing the crash so fast')).toBe('positive');
    expect(sentiment("It's been 3 weeks and the crash still isn't fixed")).toBe('negative');
  });

  it('turns praise around when the text marks irony', () => {
    expect(sentiment('Oh wow, another $99 bundle, how generous 🙄')).toBe('negative');
    expect(sentiment('yeah right, great servers')).toBe('negative');
  });

  it('judges emoji on their own, whatever the language', () => {
    expect(classifyText('😡😡😡')).toMatchObject({ sentiment: 'negative', language: null });
    expect(classifyText('❤️❤️')).toMatchObject({ sentiment: 'positive', language: null });
    expect(sentiment('👍🏻')).toBe('positive');
    expect(sentiment('gg :)')).toBe('positive');
  });

  it('softens plain questions but not complaining ones', () => {
    expect(sentiment('When is the nerf going live?')).toBe('neutral');
    expect(sentiment('why does it keep crashing?!')).toBe('negative');
  });
});

describe('the lexicon classifier: Chinese', () => {
  it('reads game-community language', () => {
    expect(sentiment('又闪退了，卡顿严重')).toBe('negative');
    expect(sentiment('外挂太多了，官方管不管')).toBe('negative');
    expect(sentiment('逼氪太严重，退游了')).toBe('negative');
    expect(sentiment('抽卡又歪了')).toBe('negative');
    expect(sentiment('单抽出货，今天是欧皇')).toBe('positive');
    expect(sentiment('这次更新太良心了')).toBe('positive');
    expect(sentiment('官方yyds')).toBe('positive');
    expect(sentiment('绝绝子')).toBe('positive');
  });

  it('does not read 卡 inside 抽卡 or 卡池 as lag', () => {
    expect(sentiment('下个卡池是谁？')).toBe('neutral');
    expect(terms('抽卡十连')).toEqual([]);
  });

  it('flips negated terms (不/没/一点都不) and keeps idioms whole', () => {
    expect(sentiment('一点都不卡了')).toBe('positive');
    expect(sentiment('服务器很稳，没有掉线')).toBe('positive');
    expect(sentiment('不好玩')).toBe('negative');
    expect(sentiment('没想到这么好玩')).toBe('positive');
  });

  it('weighs the clause after 但是 / 就是 / 结果 more, and a 虽然 clause less', () => {
    expect(sentiment('画面还行，就是太卡了')).toBe('negative');
    expect(sentiment('虽然肝，但是奖励很值')).toBe('positive');
    expect(sentiment('本来以为是骗氪游戏，结果真香')).toBe('positive');
  });

  it('folds Traditional Chinese before reading it', () => {
    expect(classifyText('這遊戲太卡了，一直閃退')).toMatchObject({ sentiment: 'negative', language: 'zh' });
  });

  it('reads internet numerals as whole tokens only', () => {
    expect(sentiment('666')).toBe('positive');
    expect(sentiment('这操作666')).toBe('positive');
  });
});

describe('the lexicon classifier: what it does not judge', () => {
  it('leaves other languages unclassified', () => {
    expect(classifyText('este juego es increíble, me encanta')).toMatchObject({
      sentiment: 'unclassified',
      language: 'other',
      score: 0,
      terms: [],
    });
    expect(classifyText('このゲームは最高です')).toMatchObject({
      sentiment: 'unclassified',
      language: 'other',
    });
    expect(classifyText('이 게임 정말 재밌어요')).toMatchObject({
      sentiment: 'unclassified',
      language: 'other',
    });
    expect(classifyText('игра супер, всем советую')).toMatchObject({
      sentiment: 'unclassified',
      language: 'other',
    });
  });

  it('calls a readable text without sentiment neutral', () => {
    expect(classifyText('When does the next season start?')).toMatchObject({
      sentiment: 'neutral',
      language: 'en',
      score: 0,
    });
    expect(classifyText('下周二凌晨维护')).toMatchObject({ sentiment: 'neutral', language: 'zh' });
  });

  it('calls weak or balanced evidence neutral, within the band', () => {
    const weak = classifyText('ok');
    expect(weak.sentiment).toBe('neutral');
    expect(Math.abs(weak.score)).toBeLessThan(NEUTRAL_BAND);
  });

  it('leaves unclassified what it could not read at all', () => {
    for (const text of ['first', 'https://example.com/patch', '@someone', '12345', '👀', '...']) {
      expect(classifyText(text).sentiment, text).toBe('unclassified');
    }
  });

  it('answers with the classifier as the source and no rule', () => {
    expect(classifyText('great game')).toMatchObject({ source: 'classifier', rule_id: null });
  });
});
