import fc from 'fast-check';
import { z } from 'zod';

/**
 * Inputs for an endpoint, derived from its contract schema: mostly of the declared shape with each
 * value pushed to an extreme, sometimes a value of the wrong kind altogether (NUL bytes, lone
 * surrogates, numbers beyond a column, megabyte strings, deep nesting, arrays for objects, unknown
 * fields). Near-valid inputs reach the handlers; broken ones test the contract layer.
 */

const MAX_DEPTH = 4;

const extremeNumbers = fc.constantFrom(
  0,
  -1,
  1,
  2,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
);

const nastyStrings = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'a',
    'a\u0000b',
    '\ud800',
    'tail \udfff',
    '简体中文',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    'http://127.0.0.1:1/internal',
    '2147483648',
    '-1',
    '#',
    '%00',
    '\u202e\u0000',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Ordinary text of the kinds forms hold (names, e-mails, links, times), so requests reach handlers. */
const plainStrings = fc.oneof(
  fc.constantFrom(
    'Season 3 launch',
    'Patch notes',
    'member@herald.test',
    'https://example.com/event',
    '2026-12-01T10:00:00+08:00',
    'Asia/Shanghai',
    '#season3',
    'facebook',
  ),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A well-formed value of each string format the contract uses. */
const formatSamples: Readonly<Record<string, string>> = {
  email: 'member@herald.test',
  url: 'https://example.com/event',
  datetime: new Date(Date.now() + 86_400_000).toISOString(),
  date: '2026-12-01',
  time: '10:30',
  uuid: '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
};

/** A megabyte string: rare, it costs a full body each time. */
const hugeString = fc.constant('x'.repeat(1024 * 1024));

function deep(levels: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < levels; level += 1) value = level % 2 ? [value] : { nested: value };
  return value;
}

/** A value of any kind at all, ignoring the schema. */
export const brokenValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyStrings },
  { weight: 4, arbitrary: extremeNumbers },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': null }) },
  { weight: 1, arbitrary: fc.constant(deep(64)) },
  { weight: 1, arbitrary: fc.array(extremeNumbers, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), extremeNumbers, { maxKeys: 3 }) },
);

function nearValid(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return brokenValue;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
      { weight: 3, arbitrary: valueFor(schema.unwrap() as z.ZodType, depth) },
    );
  }
  if (schema instanceof z.ZodPipe) return valueFor(schema.in as z.ZodType, depth);
  if (schema instanceof z.ZodObject) return objectFor(schema, depth);
  if (schema instanceof z.ZodArray) {
    return fc.array(valueFor(schema.element as z.ZodType, depth + 1), { maxLength: 4 });
  }
  if (schema instanceof z.ZodUnion) {
    const options = schema.options as readonly z.ZodType[];
    return fc.oneof(...options.map((option) => valueFor(option, depth + 1)));
  }
  if (schema instanceof z.ZodEnum)
    return fc.constantFrom(...(schema.options as readonly (string | number)[]));
  if (schema instanceof z.ZodLiteral) return fc.constantFrom(...(schema.values as Set<unknown>));
  if (schema instanceof z.ZodNumber) {
    const min = Math.max(schema.minValue ?? 1, -1000);
    const max = Math.min(schema.maxValue ?? 30, min + 30);
    const inRange = schema.isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
    return fc.oneof({ weight: 3, arbitrary: inRange }, { weight: 1, arbitrary: extremeNumbers });
  }
  if (schema instanceof z.ZodStringFormat) {
    const sample = formatSamples[schema.format ?? ''];
    return sample
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(sample) }, { weight: 1, arbitrary: nastyStrings })
      : nastyStrings;
  }
  if (schema instanceof z.ZodString) {
    return fc.oneof({ weight: 3, arbitrary: plainStrings }, { weight: 1, arbitrary: nastyStrings });
  }
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodRecord) {
    return fc.dictionary(nastyStrings, valueFor(schema.valueType as z.ZodType, depth + 1), { maxKeys: 3 });
  }
  return brokenValue;
}

/** A value for a field of this schema: near its shape seven times in eight, else broken. */
export function valueFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 7, arbitrary: nearValid(schema, depth) }, { weight: 1, arbitrary: brokenValue });
}

/** An object of the schema's fields, any of them missing, sometimes with a field it does not name. */
function objectFor(schema: z.ZodObject, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, valueFor(field as z.ZodType, depth + 1)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.option(fc.tuple(fc.constantFrom('game_id', 'user_id', 'is_admin', '__proto__', 'zz'), brokenValue), {
        freq: 8,
      }),
    )
    .map(([record, extra]) => {
      const value: Record<string, unknown> = { ...record };
      // defineProperty, so that a "__proto__" key is sent as a plain key.
      if (extra) Object.defineProperty(value, extra[0], { value: extra[1], enumerable: true });
      return value;
    });
}

/** A whole request body: the input's shape mostly, a broken value or a megabyte string rarely. */
export function bodyFor(input: z.ZodType): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 12, arbitrary: nearValid(input, 0) },
    { weight: 2, arbitrary: brokenValue },
    {
      weight: 1,
      arbitrary: fc.oneof(
        { weight: 1, arbitrary: hugeString.map((text) => ({ name: text, text })) },
        { weight: 3, arbitrary: nearValid(input, 0) },
      ),
    },
  );
}
