import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/index.js';
import { commonLanguages, commonRegions, displayName, isLanguageTag, isRegionCode } from '../model/rights.js';

const LICENSOR_MAX = 200;
const NOTES_MAX = 5000;

/** A rule refusing any item of a list that `valid` refuses, with `message`. */
function everyItem(valid: (value: string) => boolean, message: string): RuleObject {
  return {
    validator: (_rule, value: readonly string[] | undefined) =>
      (value ?? []).every(valid) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

/**
 * The usage rights of a material, as form fields under `rights`: until when (a day), in which regions
 * and languages (codes, any may be typed; empty means no limit), from whom, and notes.
 */
export function RightsFields() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const regionOptions = useMemo(
    () => commonRegions.map((code) => ({ value: code, label: displayName(code, 'region', locale) })),
    [locale],
  );
  const languageOptions = useMemo(
    () => commonLanguages.map((code) => ({ value: code, label: displayName(code, 'language', locale) })),
    [locale],
  );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name={['rights', 'expires_at']}
          label={t('material.rights.expiresAt')}
          extra={t('material.rights.expiresHint')}
        >
          <DatePicker
            style={{ width: '100%' }}
            placeholder={t('material.rights.noEnd')}
            data-testid="rights-expires"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['rights', 'licensor']}
          label={t('material.rights.licensor')}
          rules={[{ max: LICENSOR_MAX }]}
        >
          <Input maxLength={LICENSOR_MAX} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['rights', 'regions']}
          label={t('material.rights.regions')}
          extra={t('material.rights.regionsHint')}
          normalize={(value: string[] | undefined) => (value ?? []).map((code) => code.trim().toUpperCase())}
          rules={[everyItem(isRegionCode, t('material.rights.invalidRegion'))]}
        >
          <Select
            mode="tags"
            options={regionOptions}
            tokenSeparators={[',', ' ']}
            placeholder={t('material.rights.anywhere')}
            optionFilterProp="label"
            aria-label={t('material.rights.regions')}
            data-testid="rights-regions"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name={['rights', 'languages']}
          label={t('material.rights.languages')}
          extra={t('material.rights.languagesHint')}
          normalize={(value: string[] | undefined) => (value ?? []).map((tag) => tag.trim())}
          rules={[everyItem(isLanguageTag, t('material.rights.invalidLanguage'))]}
        >
          <Select
            mode="tags"
            options={languageOptions}
            tokenSeparators={[',', ' ']}
            placeholder={t('material.rights.anyLanguage')}
            optionFilterProp="label"
            aria-label={t('material.rights.languages')}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name={['rights', 'notes']} label={t('material.rights.notes')} rules={[{ max: NOTES_MAX }]}>
          <Input.TextArea rows={2} maxLength={NOTES_MAX} />
        </Form.Item>
      </Col>
    </Row>
  );
}
