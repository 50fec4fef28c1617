import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementMap } from './element-map.js';

/** One field of a sign-in or sign-up form: its input's attributes and the check of its value. */
export interface AuthField<K extends string> {
  name: K;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Shown under the field at all times. */
  hint?: string;
  /** The message when the value is refused, or undefined when it is accepted. */
  check: (value: string) => string | undefined;
}

type Values<K extends string> = Record<K, string>;

function emptyValues<K extends string>(fields: readonly AuthField<K>[]): Values<K> {
  return Object.fromEntries(fields.map((field) => [field.name, ''])) as Values<K>;
}

/**
 * A vertical form drawn as antd's Form draws one (label above, message under a refused field), with
 * native inputs: sign-in loads no rc-field-form, Input or their shared styles (~33 KB gzip on the first
 * load). A field is checked once it was changed, every field on submit; the first refused one takes
 * the focus, and nothing is sent until all are accepted.
 */
export function AuthForm<K extends string>({
  fields,
  submitLabel,
  submitTestId,
  busy,
  onSubmit,
}: {
  fields: readonly AuthField<K>[];
  submitLabel: string;
  submitTestId: string;
  busy: boolean;
  onSubmit: (values: Values<K>) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() => emptyValues(fields));
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const inputs = useElementMap<K, HTMLInputElement>();

  const change = (field: AuthField<K>, value: string) => {
    setValues((current) => ({ ...current, [field.name]: value }));
    setErrors((current) => ({ ...current, [field.name]: field.check(value) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = Object.fromEntries(
      fields.map((field) => [field.name, field.check(values[field.name])]),
    ) as Partial<Record<K, string>>;
    setErrors(found);
    const refused = fields.find((field) => found[field.name] !== undefined);
    if (refused) inputs.focus(refused.name);
    else onSubmit(values);
  };

  return (
    <form className="herald-auth-form" noValidate onSubmit={submit}>
      {fields.map((field) => {
        const input = `${id}-${field.name}`;
        const error = errors[field.name];
        // A refusal that says what the hint says stands in for it (the words once, in red).
        const hint = field.hint !== error ? field.hint : undefined;
        const described = [error && `${input}-error`, hint && `${input}-hint`].filter(Boolean);
        return (
          <div key={field.name} className={error ? 'herald-field herald-field-refused' : 'herald-field'}>
            <label htmlFor={input}>{field.label}</label>
            <FieldInput
              ref={inputs.refOf(field.name)}
              id={input}
              field={field}
              value={values[field.name]}
              onChange={(value) => change(field, value)}
              invalid={error !== undefined}
              describedBy={described.length ? described.join(' ') : undefined}
            />
            {error && (
              <div id={`${input}-error`} className="herald-field-error" role="alert">
                {error}
              </div>
            )}
            {hint && (
              <div id={`${input}-hint`} className="herald-field-hint">
                {hint}
              </div>
            )}
          </div>
        );
      })}
      <Button type="primary" htmlType="submit" block loading={busy} data-testid={submitTestId}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The input itself; a password gets a button that shows or hides what was typed. */
function FieldInput<K extends string>({
  ref,
  id,
  field,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  ref: (element: HTMLInputElement | null) => void;
  id: string;
  field: AuthField<K>;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const password = field.type === 'password';
  return (
    <span className="herald-input">
      <input
        ref={ref}
        id={id}
        name={field.name}
        type={password && visible ? 'text' : field.type}
        inputMode={field.type === 'email' ? 'email' : undefined}
        autoComplete={field.autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {password && (
        <button
          type="button"
          className="herald-input-reveal"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
          <span className="herald-visually-hidden">{t('home.showPassword')}</span>
        </button>
      )}
    </span>
  );
}
