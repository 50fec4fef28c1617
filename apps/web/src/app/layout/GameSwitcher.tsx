import { AREA_IDS } from '@herald/contract';
import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGames } from '../../api/lookups.js';
import { callContext } from '../../api/transport.js';
import { currentLanguage } from '../../i18n/index.js';
import { withGame } from '../../lib/links.js';

/** The game (tenant) and area of everything on screen. Switching reloads the page into the new game. */
export function GameSwitcher() {
  const { t } = useTranslation();
  const games = useGames();
  const { game_id, area_id } = callContext();
  const language = currentLanguage();
  const nameOf = (game: { game_name: string; names: { language: string; name: string }[] }) =>
    game.names.find((item) => item.language === language)?.name ?? game.game_name;
  const go = (gameId: number, area: string) =>
    window.location.assign(withGame(window.location.href, gameId, area));
  return (
    <Space size={4} wrap={false}>
      <Select
        aria-label={t('shell.game')}
        data-testid="game-switch"
        loading={games.isLoading}
        value={game_id}
        onChange={(value: number) => go(value, area_id ?? AREA_IDS[0])}
        options={(games.data ?? []).map((game) => ({ value: game.game_id, label: nameOf(game) }))}
        popupMatchSelectWidth={false}
        style={{ minWidth: 140 }}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Select
        aria-label={t('shell.area')}
        value={area_id ?? AREA_IDS[0]}
        onChange={(value: string) => game_id !== undefined && go(game_id, value)}
        options={AREA_IDS.map((area) => ({ value: area, label: t(`shell.areas.${area}`) }))}
        popupMatchSelectWidth={false}
      />
    </Space>
  );
}
