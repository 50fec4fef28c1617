import { type Material, noRights } from '@herald/contract';
import { type RightsValues, rightsOf, rightsValues } from './rights.js';

/** What the submit and edit forms hold of a material. */
export interface MaterialFormValues {
  name: string;
  default_description: string;
  tags: string[];
  folder_id: number | null;
  rights: RightsValues;
}

/** A material in the form (a new one: empty fields, no rights limits). */
export function formValuesOf(material?: Material): MaterialFormValues {
  return {
    name: material?.name ?? '',
    default_description: material?.default_description ?? '',
    tags: [...(material?.tags ?? [])],
    folder_id: material?.folder_id ?? null,
    rights: rightsValues(material?.rights ?? noRights),
  };
}

/** The form's values as material/submit and material/update take them. */
export function fieldsOf(values: MaterialFormValues) {
  return {
    name: values.name.trim(),
    default_description: values.default_description,
    tags: [...new Set(values.tags.map((tag) => tag.trim()).filter(Boolean))],
    folder_id: values.folder_id ?? null,
    rights: rightsOf(values.rights),
  };
}
