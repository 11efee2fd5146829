import {
  emailValue,
  phoneValue,
  siteLinkValue,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../../../model/site-profile';
import type { Website } from '../../../../model/website';
import { Card } from '../../../ui/card';
import type { BuilderStore } from '../state/builder-store';
import { SettingField } from './SettingField';

type Settings = Website['settings'];
type Contact = NonNullable<Settings['contact']>;

/** The footer every template shows: contact details, social links and a privacy link. */
export function FooterCard({ website, store }: { website: Website; store: BuilderStore }) {
  const { settings } = website;
  const contact: Contact = settings.contact ?? {};
  const social = settings.social ?? {};
  const edit = (changes: Partial<Settings>) =>
    store.dispatch({ type: 'edit-settings', settings: { ...settings, ...changes } });
  const setContact = (changes: Contact) => edit({ contact: { ...contact, ...changes } });
  const setSocial = (network: SocialNetwork, url: string) =>
    edit({ social: { ...social, [network]: url } });
  return (
    <Card className="grid gap-4 p-6">
      <div>
        <h2 className="text-lg font-semibold">Footer</h2>
        <p className="text-sm text-slate-600">
          Shown at the bottom of your page. Only what you fill in appears.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingField
          label="Email"
          type="email"
          value={contact.email ?? ''}
          schema={emailValue}
          maxLength={254}
          placeholder="you@example.com"
          onChange={(email) => setContact({ email })}
          onDone={store.sealEdit}
        />
        <SettingField
          label="Phone"
          type="tel"
          value={contact.phone ?? ''}
          schema={phoneValue}
          maxLength={40}
          placeholder="+1 555 010 0100"
          onChange={(phone) => setContact({ phone })}
          onDone={store.sealEdit}
        />
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-3 text-sm font-semibold">Social links</legend>
        {SOCIAL_NETWORKS.map((n) => (
          <SettingField
            key={n.key}
            label={n.label}
            type="url"
            value={social[n.key] ?? ''}
            schema={siteLinkValue}
            placeholder={n.example}
            onChange={(url) => setSocial(n.key, url)}
            onDone={store.sealEdit}
          />
        ))}
      </fieldset>
      <SettingField
        label="Privacy policy address"
        type="url"
        value={settings.privacyUrl ?? ''}
        schema={siteLinkValue}
        placeholder="https://"
        onChange={(privacyUrl) => edit({ privacyUrl })}
        onDone={store.sealEdit}
      />
    </Card>
  );
}
