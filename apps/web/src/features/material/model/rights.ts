import { languageTagSchema, type MaterialRights, regionCodeSchema } from '@herald/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** The rights as the form edits them: the end as a day, the lists as picked. */
export interface RightsValues {
  expires_at: Dayjs | null;
  regions: string[];
  languages: string[];
  licensor: string;
  notes: string;
}

/** A material's rights in the form. */
export function rightsValues(rights: MaterialRights): RightsValues {
  return {
    expires_at: rights.expires_at ? dayjs(rights.expires_at) : null,
    regions: [...rights.regions],
    languages: [...rights.languages],
    licensor: rights.licensor,
    notes: rights.notes,
  };
}

/** The form's rights as the contract takes them: the rights run to the end of the day picked (here). */
export function rightsOf(values: RightsValues): MaterialRights {
  return {
    expires_at: values.expires_at ? values.expires_at.endOf('day').toISOString() : null,
    regions: [...new Set(values.regions.map((region) => region.trim().toUpperCase()))],
    languages: [...new Set(values.languages.map((language) => language.trim()))],
    licensor: values.licensor.trim(),
    notes: values.notes,
  };
}

export const isRegionCode = (value: string) => regionCodeSchema.safeParse(value).success;
export const isLanguageTag = (value: string) => languageTagSchema.safeParse(value).success;

/** Regions offered first (the area's markets and the usual others); any other code can be typed. */
export const commonRegions = [
  'CN',
  'HK',
  'MO',
  'TW',
  'JP',
  'KR',
  'SG',
  'MY',
  'TH',
  'VN',
  'ID',
  'PH',
  'IN',
  'AU',
  'NZ',
  'US',
  'CA',
  'GB',
  'DE',
  'FR',
  'BR',
  'MX',
] as const;

/** Languages offered first; any other tag can be typed. */
export const commonLanguages = [
  'en',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'th',
  'vi',
  'id',
  'ms',
  'fil',
  'hi',
  'de',
  'fr',
  'es',
  'pt',
] as const;

/** A region's or language's name in the console's language ("JP" → "Japan"), else the code. */
export function displayName(code: string, type: 'region' | 'language', locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch (error) {
    if (error instanceof RangeError) return code;
    throw error;
  }
}

/** Where the rights stand on `now`: ended, ending within `noticeDays`, or neither. */
export function rightsState(
  expiresAt: string | null,
  now: Date,
  noticeDays: number,
): 'expired' | 'expiring' | 'ok' {
  if (!expiresAt) return 'ok';
  const end = Date.parse(expiresAt);
  if (end <= now.getTime()) return 'expired';
  return end - now.getTime() <= noticeDays * 86_400_000 ? 'expiring' : 'ok';
}
