import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import config, { colors, fontFamily, fontSize, borderRadius, boxShadow, screens } from '../../tailwind.config'

// Everything on this page is read from tailwind.config.ts, so it cannot drift from what components use.

type Swatch = { name: string; value: string }

/** The weights the styles use, and names as Nigerian shoppers write them: every letter the shipped face must draw. */
const FONT_WEIGHTS = { normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 }
const TYPEFACE_SAMPLE = 'Adéṣọlá Ọlọ́runfẹ́mi · Ngozi Ụchẹ Nnamdị Ṅwa · Ɓala Ɗanjuma Ƙabir Ƴar’adua · ₦1,250,000 — 0O'

function flattenColors(): Swatch[] {
  const swatches: Swatch[] = []
  for (const [group, shades] of Object.entries(colors)) {
    for (const [shade, value] of Object.entries(shades)) {
      swatches.push({ name: shade === 'DEFAULT' ? group : `${group}-${shade}`, value })
    }
  }
  return swatches
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-8" aria-labelledby={`tokens-${title}`}>
      <h2 id={`tokens-${title}`} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Tokens() {
  return (
    <div data-slot="tokens" className="max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold">Oja design tokens</h1>
      <Section title="Colours">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {flattenColors().map((swatch) => (
            <li key={swatch.name} data-slot="tokens-swatch" className="overflow-hidden rounded-md border border-border">
              <div className="h-12" style={{ background: swatch.value }} />
              <div className="p-2 text-xs">
                <div className="font-semibold">{swatch.name}</div>
                <code className="text-foreground-subtle">{swatch.value}</code>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Typeface">
        <ul className="space-y-1 text-lg">
          {Object.entries(FONT_WEIGHTS).map(([name, weight]) => (
            <li key={name} data-slot="tokens-typeface" style={{ fontWeight: weight }}>
              {fontFamily.sans[0]} {name} · {TYPEFACE_SAMPLE}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Type scale">
        <ul className="space-y-2">
          {Object.entries(fontSize).map(([name, [size]]) => (
            <li key={name} data-slot="tokens-type" style={{ fontSize: size }}>
              {name} · {size} · Oja ₦1,250,000
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Radii">
        <ul className="flex flex-wrap gap-4">
          {Object.entries(borderRadius).map(([name, value]) => (
            <li
              key={name}
              data-slot="tokens-radius"
              className="flex size-20 items-center justify-center border-2 border-primary text-xs"
              style={{ borderRadius: value }}
            >
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Shadows">
        <ul className="flex flex-wrap gap-6">
          {Object.entries(boxShadow).map(([name, value]) => (
            <li
              key={name}
              data-slot="tokens-shadow"
              className="flex size-24 items-center justify-center rounded-md bg-surface text-xs"
              style={{ boxShadow: value }}
            >
              {name}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Breakpoints">
        <ul className="text-sm">
          {Object.entries(screens).map(([name, value]) => (
            <li key={name} data-slot="tokens-screen">
              <strong>{name}</strong>: {typeof value === 'string' ? `min-width ${value}` : `max-width ${value.max}`}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  )
}

const meta = { title: 'Foundations/Tokens', component: Tokens, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Tokens
>
export default meta
type Story = StoryObj<typeof meta>

export const AllVariants: Story = {
  play: async ({ canvasElement }) => {
    const swatches = canvasElement.querySelectorAll('[data-slot="tokens-swatch"]')
    await expect(swatches).toHaveLength(flattenColors().length)
    await expect(canvasElement.querySelectorAll('[data-slot="tokens-type"]')).toHaveLength(Object.keys(fontSize).length)
    const narrow = [...canvasElement.querySelectorAll('[data-slot="tokens-screen"]')].find((item) =>
      item.textContent?.startsWith('narrow'),
    )
    await expect(narrow).toHaveTextContent('narrow: max-width 425px')
    await expect(Object.keys(config.theme.colors)).toContain('sale')
    // The shipped face is what draws the sample, in every weight (scripts/typeface.ts checks it has every letter).
    for (const weight of Object.values(FONT_WEIGHTS)) {
      const font = `${weight} 16px ${fontFamily.sans[0]}`
      const faces = await document.fonts.load(font, TYPEFACE_SAMPLE)
      await expect(
        faces.map((face) => `${face.family} ${face.status}`),
        font,
      ).toEqual([`${fontFamily.sans[0]} loaded`])
    }
  },
}
