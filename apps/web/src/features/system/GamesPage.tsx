import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { apiPaths, errorCatalog, type PathOutput } from '@herald/contract';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/hooks.js';
import { actionsColumn, RowActions } from '../../components/actions.js';
import { useFieldRules } from '../../components/fields.js';
import { FormModal, useEditor } from '../../components/form-modal.js';
import { formatTime, ListPage, TagsPreview, usePagedQuery } from '../../components/paged.js';
import type { ScreenProps } from '../../screens/types.js';

type Game = PathOutput<typeof apiPaths.game.list>['list'][number];
interface GameValues {
  game_id: number;
  game_name: string;
  names: { language?: string; name: string }[];
}
type Editing = { mode: 'create' } | { mode: 'edit'; game: Game };

const MAX_NAMES = 20;
const invalidates = [apiPaths.game.list, apiPaths.base.gameAll];
const codeFields = { [errorCatalog.game_exists.code]: 'game_id' };

/** The common locales a game is named in, each labelled in its own language. */
const languages: readonly [string, string][] = [
  ['en', 'English'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
  ['ja', '日本語'],
  ['ko', '한국어'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['pt-BR', 'Português (Brasil)'],
  ['ru', 'Русский'],
  ['it', 'Italiano'],
  ['th', 'ไทย'],
  ['vi', 'Tiếng Việt'],
  ['id', 'Bahasa Indonesia'],
  ['ms', 'Bahasa Melayu'],
  ['tr', 'Türkçe'],
  ['ar', 'العربية'],
  ['pl', 'Polski'],
  ['nl', 'Nederlands'],
  ['sv', 'Svenska'],
];
const languageOptions = languages.map(([value, label]) => ({ value, label: `${label} (${value})` }));

/** Game ID (fixed once created), name, and one name per language. */
function GameFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation();
  const { required, text } = useFieldRules();
  return (
    <>
      <Form.Item name="game_id" label={t('system.games.gameId')} rules={[required]}>
        <InputNumber min={1} max={2_147_483_647} precision={0} disabled={editing} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="game_name" label={t('system.games.gameName')} rules={text(100)}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={t('system.games.names')} required={false}>
        <Form.List
          name="names"
          rules={[
            {
              validator: (_, items: GameValues['names'] | undefined) => {
                const codes = (items ?? []).map((item) => item?.language).filter(Boolean);
                return new Set(codes).size === codes.length
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('system.games.duplicateLanguage')));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <Flex vertical gap="small">
              {fields.map((field) => (
                <Flex key={field.key} gap="small" align="start">
                  <Form.Item
                    name={[field.name, 'language']}
                    rules={[required]}
                    style={{ width: 200, marginBottom: 0 }}
                  >
                    <Select
                      options={languageOptions}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('system.games.languageCol')}
                      aria-label={t('system.games.languageCol')}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    rules={text(100)}
                    style={{ flex: 1, marginBottom: 0 }}
                  >
                    <Input maxLength={100} placeholder={t('common.name')} aria-label={t('common.name')} />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t('system.games.removeName')}
                  />
                </Flex>
              ))}
              <Form.ErrorList errors={errors} />
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ name: '' })}
                disabled={fields.length >= MAX_NAMES}
              >
                {t('system.games.addName')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}

export default function GamesPage(_props: ScreenProps) {
  const { t } = useTranslation();
  const { paging, query } = usePagedQuery(apiPaths.game.list, (page) => page);
  const create = useApiMutation(apiPaths.game.create, { invalidates });
  const update = useApiMutation(apiPaths.game.update, { invalidates });
  const editor = useEditor<Editing>();

  const columns: ColumnsType<Game> = [
    { title: t('system.games.gameId'), dataIndex: 'game_id', key: 'id' },
    { title: t('system.games.gameName'), dataIndex: 'game_name', key: 'name' },
    {
      title: t('system.games.names'),
      key: 'names',
      render: (_, game) => (
        <TagsPreview
          items={game.names.map((item) => ({ key: item.language, label: `${item.language} · ${item.name}` }))}
        />
      ),
    },
    { title: t('system.games.members'), dataIndex: 'member_count', key: 'members' },
    { title: t('common.createdAt'), key: 'created', render: (_, game) => formatTime(game.created_at) },
    actionsColumn(t('common.actions'), (game) => (
      <RowActions onEdit={() => editor.show({ mode: 'edit', game })} />
    )),
  ];

  const editing = editor.value;
  const initialValues: Partial<GameValues> =
    editing?.mode === 'edit'
      ? {
          game_id: editing.game.game_id,
          game_name: editing.game.game_name,
          names: editing.game.names.map((item) => ({ ...item })),
        }
      : { game_name: '', names: [] };

  const submit = (values: GameValues) => {
    const input = {
      game_id: editing?.mode === 'edit' ? editing.game.game_id : values.game_id,
      game_name: values.game_name,
      names: (values.names ?? []).map((item) => ({ language: item.language ?? '', name: item.name })),
    };
    return editing?.mode === 'edit' ? update.mutateAsync(input) : create.mutateAsync(input);
  };

  return (
    <ListPage<Game>
      title={t('system.games.title')}
      add={{
        label: t('system.games.add'),
        onClick: () => editor.show({ mode: 'create' }),
        testId: 'game-add',
      }}
      table={{
        query,
        paging,
        columns,
        rowKey: 'game_id',
        testId: 'games-table',
        searchPlaceholder: t('system.games.search'),
      }}
    >
      {editing && (
        <FormModal<GameValues>
          editor={editor}
          title={editing.mode === 'edit' ? t('system.games.edit') : t('system.games.add')}
          width={640}
          initialValues={initialValues}
          mode={editing.mode}
          codeFields={codeFields}
          onSubmit={submit}
        >
          <GameFields editing={editing.mode === 'edit'} />
        </FormModal>
      )}
    </ListPage>
  );
}
