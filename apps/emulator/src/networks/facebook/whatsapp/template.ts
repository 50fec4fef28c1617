import { asRecord, type Params } from '../../../core/params.js';
import type { FbState } from '../types.js';
import { invalidWaParam, parameterCountMismatch, parameterFormat, templateMissing } from './errors.js';
import { fillPlaceholders, placeholderCount } from './seed-data.js';
import type { WaContent, WaPhoneNumber, WaTemplate, WaTemplateComponent } from './types.js';
import { mediaLink } from './validate.js';

type Parameter = Record<string, unknown>;

/** The template of the number's WABA by name and language, which must be approved. */
function approvedTemplate(state: FbState, phone: WaPhoneNumber, name: string, language: string): WaTemplate {
  const found = [...state.wa.templates.values()].find(
    (template) =>
      template.wabaId === phone.wabaId && template.name === name && template.language === language,
  );
  if (!found) throw templateMissing(name, language);
  if (found.status !== 'APPROVED')
    throw templateMissing(name, language, `is not approved (status ${found.status}) in`);
  return found;
}

/** The parameters the request gives one component type (`header`, `body`). */
function given(template: Params, type: string): Parameter[] {
  const components = Array.isArray(template.components) ? template.components.map(asRecord) : [];
  return components
    .filter((component) => String(component.type).toLowerCase() === type)
    .flatMap((component) => (Array.isArray(component.parameters) ? component.parameters.map(asRecord) : []));
}

/** Text parameters filling a component's `{{n}}` placeholders: exactly as many as it has. */
function textParameters(parameters: Parameter[], component: string, expected: number): string[] {
  if (parameters.length !== expected) throw parameterCountMismatch(component, parameters.length, expected);
  return parameters.map((parameter, index) => {
    if (parameter.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.trim() === '')
      throw parameterFormat(`${component}: parameter ${index + 1} must be {type: text, text: <non-empty>}`);
    return parameter.text;
  });
}

/** A media header (IMAGE, VIDEO, DOCUMENT) takes one parameter of that type with a link. */
function headerMedia(parameters: Parameter[], header: WaTemplateComponent | undefined): string | undefined {
  if (!header?.format || header.format === 'TEXT') {
    textParameters(parameters, 'header', placeholderCount(header?.text));
    return undefined;
  }
  const expected = header.format.toLowerCase();
  const [parameter] = parameters;
  if (!parameter || parameter.type !== expected) {
    const received = parameter ? String(parameter.type).toUpperCase() : 'UNKNOWN';
    throw parameterFormat(`header: Format mismatch, expected ${header.format}, received ${received}`);
  }
  if (parameters.length > 1) throw parameterCountMismatch('header', parameters.length, 1);
  return mediaLink(asRecord(parameter[expected]).link, `template header ${expected}['link']`);
}

/**
 * `type: template`: an approved template of the number's WABA in the requested language, its media
 * header and body placeholders filled by exactly as many parameters (132001 / 132000 / 132012).
 */
export function templateContent(state: FbState, phone: WaPhoneNumber, params: Params): WaContent {
  const request = asRecord(params.template);
  const { name } = request;
  const { code: language } = asRecord(request.language);
  if (typeof name !== 'string' || name === '') throw invalidWaParam("Param template['name'] is required");
  if (typeof language !== 'string' || language === '')
    throw invalidWaParam("Param template['language']['code'] is required");
  const template = approvedTemplate(state, phone, name, language);
  const component = (type: WaTemplateComponent['type']) =>
    template.components.find((candidate) => candidate.type === type);
  const headerLink = headerMedia(given(request, 'header'), component('HEADER'));
  const body = component('BODY')?.text ?? '';
  const parameters = textParameters(given(request, 'body'), 'body', placeholderCount(body));
  return {
    type: 'template',
    body: fillPlaceholders(body, parameters),
    template: { name, language, parameters, headerLink },
  };
}
