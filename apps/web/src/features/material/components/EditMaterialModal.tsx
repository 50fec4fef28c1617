import { apiPaths, errorCatalog, type Material } from '@herald/contract';
import { useApiMutation } from '../../../api/hooks.js';
import { FormModal } from '../../../components/form-modal.js';
import { materialReads } from '../hooks/reads.js';
import { fieldsOf, formValuesOf, type MaterialFormValues } from '../model/form.js';
import { MaterialFields } from './MaterialFields.js';
import { RightsFields } from './RightsFields.js';

/** Which material the editor shows, and whether it is open (from `useEditor`). */
export interface MaterialEditor {
  open: boolean;
  session: number;
  value: Material | null;
  close: () => void;
}

/**
 * Edits a material's fields and rights (material/update): its submitter while it is pending or
 * rejected, a manager at any time. A refusal lands on the form or in the failure toast.
 */
export function EditMaterialModal({ editor, title }: { editor: MaterialEditor; title: string }) {
  const update = useApiMutation(apiPaths.material.update, { invalidates: materialReads });
  const material = editor.value;
  if (!material) return null;
  return (
    <FormModal<MaterialFormValues>
      editor={editor}
      title={title}
      mode="edit"
      width={720}
      initialValues={formValuesOf(material)}
      codeFields={{ [errorCatalog.folder_too_deep.code]: 'folder_id' }}
      onSubmit={(values) => update.mutateAsync({ id: material.id, ...fieldsOf(values) })}
    >
      <MaterialFields />
      <RightsFields />
    </FormModal>
  );
}
