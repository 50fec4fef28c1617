import { errorCatalog, type SocialNetwork, type Topic, type TopicFields } from '@herald/contract';

/** A new topic: brand, nothing chosen yet. */
export const emptyTopic: TopicFields = {
  title: '',
  description: '',
  type: 'brand',
  sources: [],
  include_keywords: [],
  exclude_keywords: [],
  steam_app_id: null,
};

/** What the editor writes of a saved topic. */
export function fieldsOf(topic: Topic): TopicFields {
  const { title, description, type, sources, include_keywords, exclude_keywords, steam_app_id } = topic;
  return { title, description, type, sources, include_keywords, exclude_keywords, steam_app_id };
}

/** Turns networks on or off, keeping what a network already had (its hashtags, its page). */
export function withNetworks(fields: TopicFields, networks: readonly SocialNetwork[]): TopicFields {
  const kept = new Map(fields.sources.map((source) => [source.network, source]));
  return {
    ...fields,
    sources: networks.map((network) => kept.get(network) ?? { network, hashtags: [], page: null }),
  };
}

/** Changes one network's source. */
export function withSource(
  fields: TopicFields,
  network: SocialNetwork,
  patch: Partial<TopicFields['sources'][number]>,
): TopicFields {
  return {
    ...fields,
    sources: fields.sources.map((source) => (source.network === network ? { ...source, ...patch } : source)),
  };
}

/** Where the editor shows a refusal: beside the field it concerns, or above the form. */
export type TopicField =
  | 'title'
  | 'description'
  | 'sources'
  | 'steam'
  | 'instagram'
  | 'facebook'
  | 'include'
  | 'exclude'
  | 'form';

/** The field each topic refusal (SPEC §8, 2401–2412) concerns. */
const codeFields: ReadonlyMap<number, TopicField> = new Map([
  [errorCatalog.topic_no_network.code, 'sources'],
  [errorCatalog.topic_empty_include.code, 'include'],
  [errorCatalog.topic_nothing_to_search.code, 'include'],
  [errorCatalog.topic_page_required.code, 'facebook'],
  [errorCatalog.topic_hashtag_required.code, 'instagram'],
  [errorCatalog.topic_hashtag_quota.code, 'instagram'],
  [errorCatalog.topic_term_too_long.code, 'include'],
  [errorCatalog.topic_query_too_long.code, 'include'],
  [errorCatalog.topic_too_many_queries.code, 'include'],
]);

/** The field a validation issue's path (`sources.1.page`, `include_keywords.0.terms`) concerns. */
export function fieldOfPath(path: string, sources: TopicFields['sources']): TopicField {
  const [head, index, leaf] = path.split('.');
  switch (head) {
    case 'title':
    case 'description':
      return head;
    case 'steam_app_id':
      return 'steam';
    case 'include_keywords':
      return 'include';
    case 'exclude_keywords':
      return 'exclude';
    case 'sources': {
      const network = index === undefined ? undefined : sources[Number(index)]?.network;
      if (leaf === 'page' || network === 'facebook') return 'facebook';
      if (leaf === 'hashtags' || network === 'instagram') return 'instagram';
      return 'sources';
    }
    default:
      return 'form';
  }
}

function issuesOf(data: unknown): { path: string; message: string }[] {
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(
    (issue): issue is { path: string; message: string } =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/**
 * A refused write's messages by the field they concern: a topic refusal beside its field, validation
 * issues beside theirs, anything else above the form.
 */
export function refusalFields(
  code: number,
  message: string,
  data: unknown,
  sources: TopicFields['sources'],
): Partial<Record<TopicField, string>> {
  const issues = code === errorCatalog.validation_failed.code ? issuesOf(data) : [];
  if (issues.length > 0) {
    const fields: Partial<Record<TopicField, string>> = {};
    for (const issue of issues) {
      const field = fieldOfPath(issue.path, sources);
      fields[field] = fields[field] ? `${fields[field]}; ${issue.message}` : issue.message;
    }
    return fields;
  }
  return { [codeFields.get(code) ?? 'form']: message };
}
