import { apiPaths } from '@herald/contract';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../../api/transport.js';
import type { BatchItemResult } from '../../../components/batch-results.js';
import { errorText } from '../../../lib/error-text.js';
import { useAsyncAction } from '../../../lib/use-async-action.js';
import { useRefreshMaterials } from '../hooks/reads.js';
import { fieldsOf, formValuesOf, type MaterialFormValues } from '../model/form.js';
import type { MaterialUploads } from './useMaterialUploads.js';

/** What one submission did to each file, when any was refused (the list names them by file). */
export interface SubmitOutcome {
  results: BatchItemResult[];
  names: ReadonlyMap<number, string>;
}

/**
 * Submits every finished file with the form's details, one material per file, each on its own: a
 * refused file stays for another try and the others go through. A file the server finds already in
 * the game (linked) joins the known files. `onDone` runs when every file went.
 */
export function useSubmitMaterials(uploads: MaterialUploads, onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshMaterials();
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  const sending = useAsyncAction(async (_signal, values: MaterialFormValues) => {
    // The form has no name field (each file is named beside it): the defaults fill what it lacks.
    const fields = fieldsOf({ ...formValuesOf(), ...values });
    const entries = [...uploads.pending];
    const results: BatchItemResult[] = [];
    for (const entry of entries) {
      const name = entry.name.trim() || entry.file.name.slice(0, 100);
      try {
        const answer = await call(apiPaths.material.submit, { ...fields, name, upload_id: entry.file.id });
        if (answer.linked) uploads.addKnown({ fileName: entry.file.name, material: answer.material });
        results.push({ id: entry.file.id, ok: true, code: 0, msg: '' });
      } catch (error) {
        const code = error instanceof ApiError ? error.code : -1;
        results.push({
          id: entry.file.id,
          ok: false,
          code,
          msg: errorText(error, t('common.operateFail'), t('common.networkLost')),
        });
      }
    }
    const done = results.filter((result) => result.ok).map((result) => result.id);
    uploads.remove(done);
    if (done.length > 0) {
      await refresh();
      void message.success(t('material.submit.doneCount', { count: done.length }));
    }
    if (done.length === entries.length) onDone();
    else setOutcome({ results, names: new Map(entries.map((entry) => [entry.file.id, entry.file.name])) });
  });

  return {
    send: (values: MaterialFormValues) => void sending.run(values),
    sending: sending.pending,
    outcome,
    closeOutcome: () => setOutcome(null),
  };
}
