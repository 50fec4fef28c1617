import type { NetworkOptions, SocialNetwork } from '@herald/contract';
import type { TFunction } from 'i18next';
import type { Messages } from '../../../i18n/en.js';
import { hasText } from '../../../i18n/index.js';

type OptionKey = keyof Messages['content']['options'];
type OptionValue = keyof Messages['content']['optionValues'];

const isOptionKey = (key: string): key is OptionKey => hasText(`content.options.${key}`);
const isOptionValue = (value: string): value is OptionValue => hasText(`content.optionValues.${value}`);

function valueText(t: TFunction, value: unknown): string {
  if (typeof value === 'boolean') return t(value ? 'content.options.yes' : 'content.options.no');
  if (Array.isArray(value)) return value.map((item) => valueText(t, item)).join(', ');
  if (typeof value === 'string') return isOptionValue(value) ? t(`content.optionValues.${value}`) : value;
  if (typeof value === 'number') return String(value);
  return '—';
}

export interface OptionLine {
  network: SocialNetwork;
  label: string;
  value: string;
}

/** The per-network options of a post as lines to read (unset options are left out). */
export function optionLines(t: TFunction, options: NetworkOptions): OptionLine[] {
  return Object.entries(options).flatMap(([network, values]) =>
    values && typeof values === 'object'
      ? Object.entries(values)
          .filter(([, value]) => value !== null && value !== undefined && value !== '')
          .map(([key, value]) => ({
            network: network as SocialNetwork,
            label: isOptionKey(key) ? t(`content.options.${key}`) : key,
            value: valueText(t, value),
          }))
      : [],
  );
}
