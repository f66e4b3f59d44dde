// Rendering drawings to WebP: both widths, skipping what exists, reusing the render cache.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ART_VIEWS, productSvg, type ArtKind } from './product-art'
import { renderAll, type RenderJob } from './render'

let folder: string

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'oja-render-'))
})

afterEach(() => {
  rmSync(folder, { recursive: true, force: true })
})

function job(name: string, colour = '#3b82f6'): RenderJob {
  return {
    svg: productSvg({ kind: 'phone', colour, brand: 'Tecno', model: name, view: 'front' }),
    outputs: { 400: join(folder, 'media', `${name}-400.webp`), 800: join(folder, 'media', `${name}-800.webp`) },
  }
}

describe('rendering pictures', () => {
  it('writes a square WebP at 400 and 800 pixels for each drawing', async () => {
    const report = await renderAll([job('spark-30')], { cacheDir: false })
    expect(report).toMatchObject({ rendered: 1, copied: 0, skipped: 0 })
    for (const width of [400, 800] as const) {
      const meta = await sharp(job('spark-30').outputs[width]).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width])
    }
  })

  it('leaves pictures that already exist alone', async () => {
    const existing = job('kept')
    await renderAll([existing], { cacheDir: false })
    writeFileSync(existing.outputs[800], 'changed by hand')
    const report = await renderAll([existing, job('new')], { cacheDir: false })
    expect(report).toMatchObject({ rendered: 1, skipped: 1 })
    expect(statSync(existing.outputs[800]).size).toBe('changed by hand'.length)
  })

  it('copies a drawing it has rendered before from the cache instead of drawing it again', async () => {
    const cacheDir = join(folder, 'cache')
    await renderAll([job('first')], { cacheDir })
    const copy = {
      ...job('first'),
      outputs: { 400: join(folder, 'other', 'a-400.webp'), 800: join(folder, 'other', 'a-800.webp') },
    }
    const report = await renderAll([copy], { cacheDir })
    expect(report).toMatchObject({ rendered: 0, copied: 1 })
    expect(existsSync(copy.outputs[400])).toBe(true)
    expect(readdirSync(join(folder, 'other')).filter((name) => name.endsWith('.partial'))).toEqual([])
  })

  it('renders a different drawing when the colour changes', async () => {
    const cacheDir = join(folder, 'cache')
    await renderAll([job('x', '#111827')], { cacheDir })
    const report = await renderAll([{ ...job('x', '#f472b6'), outputs: job('y').outputs }], { cacheDir })
    expect(report.rendered).toBe(1)
  })
})

describe('product drawings', () => {
  const kinds: ArtKind[] = [
    'phone',
    'laptop',
    'tablet',
    'earbuds',
    'headphones',
    'speaker',
    'watch',
    'charger',
    'powerbank',
    'cable',
    'case',
    'screenguard',
    'controller',
    'mouse',
    'keyboard',
  ]

  it('draws every kind of device from every view as valid SVG', async () => {
    for (const kind of kinds) {
      for (const view of ART_VIEWS) {
        const svg = productSvg({ kind, colour: '#14b8a6', brand: 'Oraimo', model: 'Test', view })
        const meta = await sharp(Buffer.from(svg), { density: 9 }).metadata()
        expect([kind, view, meta.format]).toEqual([kind, view, 'svg'])
      }
    }
  })

  it('escapes brand and model text', () => {
    const svg = productSvg({
      kind: 'phone',
      colour: '#1f2937',
      brand: 'A&B <Gadgets>',
      model: '13" "Pro"',
      view: 'box',
    })
    expect(svg).toContain('A&amp;B &lt;Gadgets&gt;')
    expect(svg).toContain('13&quot; &quot;Pro&quot;')
    expect(svg).not.toContain('<Gadgets>')
  })

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => productSvg({ kind: 'phone', colour: 'blue', brand: 'x', model: 'y', view: 'front' })).toThrow(
      'Not a #rrggbb colour',
    )
  })
})
