import { useId, useState, type ReactNode } from 'react';
import {
  BRAND_LIMITS,
  emptyBrandKit,
  type BrandAnswer,
  type BrandKit,
} from '../../../../model/brand/brand-kit';
import { previewColours } from '../../../../model/brand/brand-contrast';
import { FONT_FAMILIES, FONTS, fontStack, type FontFamily } from '../../../../model/fonts';
import { SOCIAL_NETWORKS } from '../../../../model/site-profile';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChipListField } from '../../../ui/chip-list-field';
import { Input, Label } from '../../../ui/input';
import { NativeSelect } from '../../../ui/native-select';
import { ApplyPanel } from './ApplyPanel';
import { ColorField } from './ColorField';
import { ContrastChecks } from './ContrastChecks';
import { LogoField } from './LogoField';

type Props = { initial: BrandAnswer; saving: boolean; onSave: (kit: BrandKit) => Promise<unknown> };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function kitOf({ logo: _l, updatedAt: _u, startedFrom: _s, ...kit }: BrandAnswer): BrandKit {
  return kit;
}

/** The kit's form: every part in its group, a live preview, Save, and Apply to a website. */
export function BrandForm({ initial, saving, onSave }: Props) {
  const id = useId();
  const [kit, setKit] = useState<BrandKit>(() => kitOf(initial));
  const [logo, setLogo] = useState(initial.logo);
  // A kit started from a website is not kept until saved: until then it is all unsaved.
  const [saved, setSaved] = useState(() =>
    JSON.stringify(initial.startedFrom === null ? kitOf(initial) : emptyBrandKit()),
  );
  const unsaved = JSON.stringify(kit) !== saved;
  const set = <K extends keyof BrandKit>(key: K, value: Partial<BrandKit[K]>) =>
    setKit((k) => ({ ...k, [key]: { ...(k[key] as object), ...value } }));
  const save = async () => {
    try {
      await onSave(kit);
      setSaved(JSON.stringify(kit));
    } catch {
      // 'Save Failed' says why; the form keeps what was typed.
    }
  };
  const font = (family: FontFamily | null) => (family ? fontStack(family) : undefined);
  const shown = previewColours(kit.colors);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-6">
        {initial.startedFrom !== null && (
          <p role="note" className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 text-sm">
            Started from your website “{initial.startedFrom}”: its logo, colours, fonts and links.
            Change what you like, then save it as your brand kit.
          </p>
        )}
        <Group title="Logo">
          <LogoField
            logo={logo}
            onChange={(fileId, chosen) => {
              setKit((k) => ({ ...k, logoFileId: fileId }));
              setLogo(chosen);
            }}
          />
        </Group>
        <Group title="Colours">
          <p className="text-sm text-slate-600">
            Your websites take the primary and accent colours; text, background and more colours are
            kept here for the rest of your materials.
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label="Primary"
              value={kit.colors.primary}
              onChange={(primary) => set('colors', { primary })}
            />
            <ColorField
              label="Accent"
              value={kit.colors.accent}
              onChange={(accent) => set('colors', { accent })}
            />
            <ColorField
              label="Text"
              value={kit.colors.text}
              onChange={(text) => set('colors', { text })}
            />
            <ColorField
              label="Background"
              value={kit.colors.background}
              onChange={(background) => set('colors', { background })}
            />
            {kit.colors.extra.map((c, i) => (
              <ColorField
                key={i}
                label={`More ${i + 1}`}
                value={c}
                onChange={(v) =>
                  set('colors', { extra: kit.colors.extra.map((x, j) => (j === i ? v : x)) })
                }
                onRemove={() =>
                  set('colors', { extra: kit.colors.extra.filter((_, j) => j !== i) })
                }
              />
            ))}
          </div>
          <ContrastChecks colors={kit.colors} />
          <div>
            <Button
              variant="outline"
              size="sm"
              disabled={kit.colors.extra.length >= BRAND_LIMITS.extraColors}
              onClick={() => set('colors', { extra: [...kit.colors.extra, '#64748b'] })}
            >
              Add a colour
            </Button>
          </div>
        </Group>
        <Group title="Fonts">
          <div className="grid gap-4 sm:grid-cols-2">
            {(['heading', 'body'] as const).map((which) => (
              <div key={which} className="grid gap-1.5">
                <Label htmlFor={`${id}-${which}`}>
                  {which === 'heading' ? 'Headings' : 'Body text'}
                </Label>
                <NativeSelect
                  id={`${id}-${which}`}
                  value={kit.fonts[which] ?? ''}
                  onChange={(e) =>
                    set('fonts', { [which]: (e.target.value || null) as FontFamily | null })
                  }
                >
                  <option value="">Template default</option>
                  {FONT_FAMILIES.map((f) => (
                    <option key={f} value={f}>
                      {FONTS[f].name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
        </Group>
        <Group title="Voice">
          <p className="-mt-2 text-sm text-slate-600">
            AI writes your copy in this voice and flags the phrases you avoid.
          </p>
          <ChipListField
            label="Tone words"
            example="warm"
            items={kit.voice.tone}
            onChange={(tone) => set('voice', { tone })}
            maxItems={BRAND_LIMITS.tone}
            maxLength={BRAND_LIMITS.toneWord}
          />
          <ChipListField
            label="Phrases you use"
            example="your evenings back"
            items={kit.voice.do}
            onChange={(v) => set('voice', { do: v })}
            maxItems={BRAND_LIMITS.phrases}
            maxLength={BRAND_LIMITS.phrase}
          />
          <ChipListField
            label="Phrases you avoid"
            example="hustle"
            items={kit.voice.dont}
            onChange={(dont) => set('voice', { dont })}
            maxItems={BRAND_LIMITS.phrases}
            maxLength={BRAND_LIMITS.phrase}
          />
          <ChipListField
            label="Taglines"
            example="Lead calm."
            items={kit.voice.taglines}
            onChange={(taglines) => set('voice', { taglines })}
            maxItems={BRAND_LIMITS.taglines}
            maxLength={BRAND_LIMITS.tagline}
          />
        </Group>
        <Group title="Contact and social">
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ['email', 'Email', 'you@example.com'],
                ['phone', 'Phone', '+1 555 0100'],
                ['website', 'Website', 'https://yourname.com'],
              ] as const
            ).map(([key, label, example]) => (
              <div key={key} className="grid gap-1.5">
                <Label htmlFor={`${id}-${key}`}>{label}</Label>
                <Input
                  id={`${id}-${key}`}
                  value={kit.contact[key]}
                  placeholder={example}
                  onChange={(e) => set('contact', { [key]: e.target.value })}
                />
              </div>
            ))}
            {SOCIAL_NETWORKS.map((n) => (
              <div key={n.key} className="grid gap-1.5">
                <Label htmlFor={`${id}-${n.key}`}>{n.label}</Label>
                <Input
                  id={`${id}-${n.key}`}
                  value={kit.social[n.key]}
                  placeholder={n.example}
                  onChange={(e) => set('social', { [n.key]: e.target.value })}
                />
              </div>
            ))}
          </div>
        </Group>
      </div>
      <aside className="grid content-start gap-4 lg:sticky lg:top-4">
        <Card className="overflow-hidden" aria-label="Preview">
          <div className="p-5" style={{ background: shown.background, color: shown.text }}>
            {logo && <img src={logo.thumbnailUrl} alt="" className="mb-3 max-h-10" />}
            <p
              className="text-2xl font-bold"
              style={{
                fontFamily: font(kit.fonts.heading),
                color: shown.headline,
              }}
            >
              {kit.voice.taglines[0] ?? 'Your headline here'}
            </p>
            <p className="mt-2 text-sm" style={{ fontFamily: font(kit.fonts.body) }}>
              Body text reads like this, in your {kit.voice.tone.slice(0, 2).join(' and ') || 'own'}{' '}
              voice.
            </p>
            <span
              className="mt-3 inline-block rounded-md px-3 py-1.5 text-sm font-semibold"
              style={{ background: shown.accent, color: shown.buttonText }}
            >
              Book a call
            </span>
          </div>
        </Card>
        <Button onClick={() => void save()} disabled={saving || !unsaved}>
          {saving ? 'Saving...' : unsaved ? 'Save Brand' : 'Saved'}
        </Button>
        <ApplyPanel unsaved={unsaved} />
      </aside>
    </div>
  );
}
