import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  buildFolderTree,
  folderPath,
  subtreeDepth,
  subtreeIds,
} from '../../../components/material/folders.js';
import { networkName } from '../../../components/networks.js';
import { fitNoteText } from '../model/fit.js';
import { rightsOf, rightsState, rightsValues } from '../model/rights.js';
import { folders } from './fixtures.js';

const subjects: Record<string, string> = { aspect_ratio: 'Aspect ratio' };
const subjectName = (what: string) => subjects[what] ?? what;

describe('fit notes', () => {
  it('are worded as compose words the same rule, with the subject where the words do not say it', () => {
    const note = { key: 'recommended_min', params: { what: 'aspect_ratio', value: '4:5' } };
    expect(fitNoteText(note, 'instagram', 'en', networkName, subjectName)).toBe(
      'Aspect ratio: Instagram recommends at least 4:5; publishing may fail',
    );
    expect(fitNoteText(note, 'instagram', 'zh-CN', networkName, () => '宽高比')).toBe(
      '宽高比：Instagram 建议至少 4:5，发布可能失败',
    );
    expect(
      fitNoteText(
        { key: 'max_value', params: { what: 'file_size', max: '8 MB' } },
        'threads',
        'en',
        networkName,
        subjectName,
      ),
    ).toBe('File size: Threads allows at most 8 MB');
    expect(
      fitNoteText(
        { key: 'not_supported', params: { what: 'images' } },
        'youtube',
        'en',
        networkName,
        subjectName,
      ),
    ).toBe('YouTube does not support images');
  });

  it('show a key the console does not know as sent', () => {
    expect(
      fitNoteText({ key: 'bitrate', params: { max: '8 Mbps' } }, 'tiktok', 'en', networkName, subjectName),
    ).toBe('bitrate (max: 8 Mbps)');
  });
});

describe('rights in the form', () => {
  it('run to the end of the day picked, with codes cleaned', () => {
    const rights = rightsOf({
      expires_at: dayjs('2030-01-31T09:00:00'),
      regions: ['jp', 'JP', ' kr '],
      languages: ['ja', ' zh-TW'],
      licensor: ' Studio Hoshi ',
      notes: 'Key art only',
    });
    expect(rights).toEqual({
      expires_at: dayjs('2030-01-31').endOf('day').toISOString(),
      regions: ['JP', 'KR'],
      languages: ['ja', 'zh-TW'],
      licensor: 'Studio Hoshi',
      notes: 'Key art only',
    });
    expect(rightsOf(rightsValues(rights))).toEqual(rights);
  });

  it('say whether they ended or end within the notice days', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(rightsState(null, now, 7)).toBe('ok');
    expect(rightsState('2029-12-31T00:00:00Z', now, 7)).toBe('expired');
    expect(rightsState('2030-01-05T00:00:00Z', now, 7)).toBe('expiring');
    expect(rightsState('2030-02-01T00:00:00Z', now, 7)).toBe('ok');
  });
});

describe('folder tree', () => {
  it('nests folders under their parents, by name, and names a folder’s path', () => {
    const tree = buildFolderTree(folders);
    expect(tree.map((node) => node.folder.name)).toEqual(['Key art', 'Logos']);
    expect(tree[0]?.children.map((node) => node.folder.name)).toEqual(['Season 3']);
    expect(folderPath(folders, 2)).toEqual(['Key art', 'Season 3']);
    expect(folderPath(folders, null)).toEqual([]);
    expect(subtreeIds(folders, 1)).toEqual([1, 2]);
    expect(subtreeDepth(folders, 1)).toBe(2);
  });

  it('keeps a folder whose parent is missing as a root', () => {
    const tree = buildFolderTree([{ id: 8, name: 'Orphan', parent_id: 99, level: 2, count: 0 }]);
    expect(tree.map((node) => node.folder.name)).toEqual(['Orphan']);
  });
});
