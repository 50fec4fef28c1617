import { LinkOutlined, SmileOutlined } from '@ant-design/icons';
import type { LookupKind, SocialNetwork } from '@herald/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ThirdSearch } from '../../../components/ThirdSearch.js';
import { takesExtra } from '../../../lib/post-values/reach.js';
import { issueProps } from '../components/issue-help.js';
import type { ComposeForm } from '../hooks/useComposeForm.js';
import { issuesUnder } from '../model/issues.js';
import { MobilePublisherField } from './MobilePublisherField.js';

/** Which network's look-up finds places: Instagram's, else Threads', else Facebook's places (Pages). */
const placeLookups: readonly { network: SocialNetwork; kind: LookupKind }[] = [
  { network: 'instagram', kind: 'instagram_locations' },
  { network: 'threads', kind: 'threads_locations' },
  { network: 'facebook', kind: 'facebook_pages' },
];

function LocationField({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const lookup = placeLookups.find((candidate) => form.networks.includes(candidate.network));
  return (
    <Form.Item label={t('compose.extras.location')} {...issueProps(issuesUnder(form.issues, 'location'))}>
      <ThirdSearch
        mode="search"
        kind={lookup?.kind ?? 'instagram_locations'}
        accountId={lookup ? form.accountFor(lookup.network) : null}
        value={form.values.location}
        onChange={(item) => form.set({ location: item ? { id: item.id, name: item.name } : null })}
        placeholder={t('compose.extras.locationPlaceholder')}
        ariaLabel={t('compose.extras.location')}
        testId="compose-location"
      />
    </Form.Item>
  );
}

function PeopleField({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const byName = new Map(form.values.tag_people.map((person) => [person.username, person]));
  return (
    <Form.Item
      label={t('compose.extras.tagPeople')}
      extra={t('compose.extras.tagPeopleHint')}
      {...issueProps(issuesUnder(form.issues, 'tag_people'))}
    >
      <Select<string[]>
        mode="tags"
        value={form.values.tag_people.map((person) => person.username)}
        onChange={(names) =>
          form.set({
            tag_people: names.map((raw) => {
              const username = raw.trim().replace(/^@/, '');
              return byName.get(username) ?? { username, x: null, y: null };
            }),
          })
        }
        tokenSeparators={[',', ' ']}
        open={false}
        placeholder={t('compose.extras.usernames')}
        aria-label={t('compose.extras.tagPeople')}
      />
    </Form.Item>
  );
}

function CollaboratorsField({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('compose.extras.collaborators')}
      extra={t('compose.extras.collaboratorsHint')}
      {...issueProps(issuesUnder(form.issues, 'collaborators'))}
    >
      <Select<string[]>
        mode="tags"
        value={form.values.collaborators}
        onChange={(names) => form.set({ collaborators: names.map((name) => name.trim().replace(/^@/, '')) })}
        tokenSeparators={[',', ' ']}
        open={false}
        placeholder={t('compose.extras.usernames')}
        aria-label={t('compose.extras.collaborators')}
      />
    </Form.Item>
  );
}

/**
 * The shared extras of SPEC §3, each offered when a chosen network takes it (or when it is already
 * filled in, so it can be cleared); a network that does not take one is named in a warning.
 */
export function ExtrasSection({ form }: { form: ComposeForm }) {
  const { t } = useTranslation();
  const { values, networks } = form;
  const show = {
    link: takesExtra(networks, 'link') || values.attached_link !== '',
    location: takesExtra(networks, 'location') || values.location !== null,
    people: takesExtra(networks, 'tagPeople') || values.tag_people.length > 0,
    collaborators: takesExtra(networks, 'collaborators') || values.collaborators.length > 0,
  };
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t('compose.extras.emoji')} {...issueProps(issuesUnder(form.issues, 'emoji'))}>
          <Input
            prefix={<SmileOutlined />}
            maxLength={32}
            value={values.emoji}
            onChange={(event) => form.set({ emoji: event.target.value })}
            placeholder={t('compose.extras.emojiPlaceholder')}
            aria-label={t('compose.extras.emoji')}
          />
        </Form.Item>
      </Col>
      {show.link && (
        <Col xs={24} md={12}>
          <Form.Item
            label={t('compose.extras.link')}
            {...issueProps(issuesUnder(form.issues, 'attached_link'))}
          >
            <Input
              prefix={<LinkOutlined />}
              type="url"
              value={values.attached_link}
              onChange={(event) => form.set({ attached_link: event.target.value })}
              placeholder="https://"
              aria-label={t('compose.extras.link')}
              data-testid="compose-link"
            />
          </Form.Item>
        </Col>
      )}
      {show.location && (
        <Col xs={24} md={12}>
          <LocationField form={form} />
        </Col>
      )}
      {show.people && (
        <Col xs={24} md={12}>
          <PeopleField form={form} />
        </Col>
      )}
      {show.collaborators && (
        <Col xs={24} md={12}>
          <CollaboratorsField form={form} />
        </Col>
      )}
      <Col xs={24} md={12}>
        <MobilePublisherField form={form} />
      </Col>
    </Row>
  );
}
