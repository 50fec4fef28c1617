import { describe, expect, it } from 'vitest';
import {
  type FitFile,
  fitNetworks,
  formatRuleMessage,
  mediaFit,
  type NetworkFit,
  networkFit,
  networkNames,
  type RuleKind,
  type SocialNetwork,
} from '../src/index.js';

const MB = 1024 * 1024;

function image(overrides: Partial<FitFile> = {}): FitFile {
  return {
    kind: 'image',
    mime: 'image/jpeg',
    size: 500_000,
    width: 1080,
    height: 1080,
    duration_ms: null,
    ...overrides,
  };
}

function video(overrides: Partial<FitFile> = {}): FitFile {
  return {
    kind: 'video',
    mime: 'video/mp4',
    size: 20 * MB,
    width: 1080,
    height: 1920,
    duration_ms: 30_000,
    ...overrides,
  };
}

function keys(fit: NetworkFit): string[] {
  return fit.notes.map((note) => `${note.key}:${note.params.what}`);
}

describe('media fit per network', () => {
  it('covers every network Herald publishes to, and none it cannot', () => {
    const networks = mediaFit(image()).map((fit) => fit.network);
    expect(networks).toEqual(fitNetworks);
    expect(networks).not.toContain('facebook_group');
    expect(networks).not.toContain('naver_lounge');
  });

  it('a square JPEG fits the networks that take images; YouTube and Twitch refuse images', () => {
    const verdicts = Object.fromEntries(mediaFit(image()).map((fit) => [fit.network, fit.verdict]));
    expect(verdicts).toMatchObject({ facebook: 'fits', instagram: 'fits', twitter: 'fits', tiktok: 'fits' });
    expect(verdicts.youtube).toBe('error');
    expect(keys(networkFit(image(), 'twitch'))).toEqual(['not_supported:images']);
  });

  it('refuses a PNG on TikTok and warns on Instagram (the compose rules)', () => {
    const png = image({ mime: 'image/png' });
    expect(networkFit(png, 'tiktok')).toMatchObject({ verdict: 'error' });
    expect(keys(networkFit(png, 'tiktok'))).toEqual(['invalid_format:image/png']);
    expect(networkFit(png, 'instagram')).toMatchObject({ verdict: 'warn' });
    expect(keys(networkFit(png, 'instagram'))).toEqual(['risky_format:file_type']);
  });

  it('refuses an image over the hard size limit, but only warns where the limit is the usual one (Discord)', () => {
    const large = image({ size: 12 * MB });
    expect(networkFit(large, 'twitter').notes).toEqual([
      { key: 'max_value', params: { what: 'file_size', max: '5 MB' } },
    ]);
    expect(networkFit(large, 'twitter').verdict).toBe('error');
    expect(networkFit(large, 'discord')).toMatchObject({
      verdict: 'warn',
      notes: [{ key: 'recommended_max', params: { what: 'file_size', value: '10 MB' } }],
    });
  });

  it('warns when an image is outside Instagram’s aspect ratios and widths', () => {
    const wide = networkFit(image({ width: 3000, height: 1000 }), 'instagram');
    expect(wide.verdict).toBe('warn');
    expect(wide.notes).toEqual([
      { key: 'recommended_max', params: { what: 'aspect_ratio', value: '1.91:1' } },
      { key: 'recommended_max', params: { what: 'width', value: '1440 px' } },
    ]);
    const tall = networkFit(image({ width: 200, height: 400 }), 'instagram');
    expect(keys(tall)).toEqual(['recommended_min:aspect_ratio', 'recommended_min:width']);
    expect(networkFit(image({ width: 1080, height: 1350 }), 'instagram').verdict).toBe('fits');
  });

  it('warns past a video’s recommended length and under Instagram’s shortest', () => {
    const long = video({ duration_ms: 20 * 60_000 });
    expect(keys(networkFit(long, 'instagram'))).toEqual(['recommended_max:duration']);
    expect(keys(networkFit(long, 'twitter'))).toEqual(['recommended_max:duration']);
    expect(networkFit(long, 'facebook').verdict).toBe('fits');
    const short = video({ duration_ms: 2000 });
    expect(networkFit(short, 'instagram').notes).toEqual([
      { key: 'recommended_min', params: { what: 'duration', value: '3 s' } },
    ]);
  });

  it('warns about a WebM video where the reference names MOV and MP4 only, and a small TikTok video', () => {
    const webm = video({ mime: 'video/webm' });
    expect(keys(networkFit(webm, 'instagram'))).toEqual(['risky_format:file_type']);
    expect(networkFit(webm, 'tiktok').verdict).toBe('fits');
    expect(keys(networkFit(video({ width: 320, height: 240 }), 'tiktok'))).toEqual([
      'recommended_min:resolution',
    ]);
  });

  it('refuses a video over a network’s size limit, and videos where the network takes none', () => {
    const big = video({ size: 600 * MB });
    expect(networkFit(big, 'twitter').verdict).toBe('error');
    expect(networkFit(big, 'youtube').verdict).toBe('fits');
    expect(keys(networkFit(video(), 'twitch'))).toEqual(['not_supported:videos']);
  });

  it('gives a document no fit: it is never posted', () => {
    expect(mediaFit({ ...image(), kind: 'document', mime: 'application/pdf' })).toEqual([]);
    expect(networkFit({ ...image(), kind: 'document' }, 'facebook').verdict).toBe('error');
  });

  it('words every note with the compose messages', () => {
    const fit = networkFit(image({ mime: 'image/png', width: 3000, height: 1000 }), 'instagram');
    const words = fit.notes.map((note) =>
      formatRuleMessage(
        { rule: note.key as RuleKind, network: fit.network, params: note.params },
        'en',
        (network) => networkNames[network as SocialNetwork],
      ),
    );
    expect(words).toEqual([
      'Instagram often rejects this file type; publishing may fail',
      'Instagram recommends at most 1.91:1; publishing may fail',
      'Instagram recommends at most 1440 px; publishing may fail',
    ]);
  });
});
