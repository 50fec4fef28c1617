import { apiPaths, presetRoleKey, type Role } from '@herald/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks.js';
import { useLookupSelect } from '../../components/lookup-select.js';

/** How a role is named to the reader: a preset role in their language, a custom one as the team named it. */
export function useRoleName(): (role: Pick<Role, 'name' | 'type'>) => string {
  const { t } = useTranslation();
  return useCallback(
    (role) => {
      const key = presetRoleKey(role);
      return key ? t(`perm.presets.${key}`) : role.name;
    },
    [t],
  );
}

/** A select over the game's roles, each named as `useRoleName` names it. */
export function useRoleSelect() {
  const roleName = useRoleName();
  return useLookupSelect(useApiQuery(apiPaths.perm.roleAll, {}), (role) => ({
    value: role.id,
    label: roleName(role),
  }));
}
