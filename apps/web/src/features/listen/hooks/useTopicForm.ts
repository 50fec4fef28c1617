import { apiPaths, type ListenPreview, type Topic, type TopicFields } from '@herald/contract';
import { useEffect, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../api/hooks.js';
import { ApiError } from '../../../api/transport.js';
import { emptyTopic, fieldsOf, refusalFields, type TopicField } from '../model/topic-form.js';

type Errors = Partial<Record<TopicField, string>>;

/** What the network failure or a refusal of a write leaves on the form. */
function errorsOf(error: unknown, sources: TopicFields['sources'], fallback: string): Errors {
  return error instanceof ApiError
    ? refusalFields(error.code, error.message, error.data, sources)
    : { form: fallback };
}

/**
 * A topic's editor state: the saved topic loaded (or a new one), the fields as edited, the server's
 * refusals by field, and the writes (save as draft, activate, save an active topic, preview).
 */
export function useTopicForm(id: number | null, failureText: (error: unknown) => string) {
  const config = useApiQuery(apiPaths.listenTopic.config, { id: id ?? 0 }, { enabled: id !== null });
  const [fields, setFields] = useState<TopicFields>(emptyTopic);
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<ListenPreview[] | null>(null);
  const saved = config.data?.topic;
  useEffect(() => {
    if (saved) setFields(fieldsOf(saved));
  }, [saved]);

  const writes = [apiPaths.listenTopic.list, apiPaths.listenTopic.config] as const;
  const create = useApiMutation(apiPaths.listenTopic.create, { invalidates: writes });
  const update = useApiMutation(apiPaths.listenTopic.update, { invalidates: writes });
  const activate = useApiMutation(apiPaths.listenTopic.activate, { invalidates: writes });
  const runPreview = useApiMutation(apiPaths.listenTopic.preview);

  const change = (patch: Partial<TopicFields>, cleared: readonly TopicField[] = []) => {
    setFields((current) => ({ ...current, ...patch }));
    if (cleared.length > 0)
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !cleared.includes(key as TopicField))),
      );
  };

  const guarded = async <T>(write: () => Promise<T>): Promise<T | null> => {
    setErrors({});
    try {
      return await write();
    } catch (error) {
      setErrors(errorsOf(error, fields.sources, failureText(error)));
      return null;
    }
  };

  // A group left without terms is not sent: it would say nothing about the mentions.
  const written = (): TopicFields => ({
    ...fields,
    include_keywords: fields.include_keywords.filter((group) => group.terms.length > 0),
  });

  return {
    config,
    saved,
    fields,
    errors,
    change,
    preview,
    busy: create.isPending || update.isPending || activate.isPending,
    previewing: runPreview.isPending,
    /** Saves; a new topic is created (as a draft, or active at once), a saved one updated then activated if asked. */
    save: (andActivate: boolean): Promise<Topic | null> =>
      guarded(async () => {
        if (id === null) return create.mutateAsync({ ...written(), activate: andActivate });
        const topic = await update.mutateAsync({ ...written(), id });
        return andActivate && topic.status !== 'active' ? activate.mutateAsync({ id }) : topic;
      }),
    /** Restores an archived topic as it was saved. */
    restore: () => guarded(() => activate.mutateAsync({ id: id ?? 0 })),
    runPreview: () =>
      guarded(async () => {
        const answer = await runPreview.mutateAsync(written());
        setPreview(answer);
        return answer;
      }),
  };
}
