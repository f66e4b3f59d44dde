// Product pictures drawn as SVG, so the store has images without a network or a photo library: a stylised
// silhouette of the device in the variant's colour, with the brand and model on a tinted backdrop.

export type ArtKind =
  | 'phone'
  | 'laptop'
  | 'tablet'
  | 'earbuds'
  | 'headphones'
  | 'speaker'
  | 'watch'
  | 'charger'
  | 'powerbank'
  | 'cable'
  | 'case'
  | 'screenguard'
  | 'controller'
  | 'mouse'
  | 'keyboard'

/** The four shots a product can have, in order: hero, reverse, angled, with its retail box. */
export type ArtView = 'front' | 'back' | 'tilt' | 'box'

export const ART_VIEWS: readonly ArtView[] = ['front', 'back', 'tilt', 'box']

export interface ArtSpec {
  kind: ArtKind
  /** The variant's body colour, #rrggbb. */
  colour: string
  /** Printed at the top left, with the model below it. */
  brand: string
  model: string
  view: ArtView
  /** Printed on the device itself; the brand unless given (category pictures print the store's name). */
  mark?: string
}

/** The drawing's size; renders scale it to the wanted width. */
export const ART_SIZE = 800

const FONT = `'DejaVu Sans', 'Liberation Sans', Arial, sans-serif`

type Rgb = [number, number, number]

function parseHex(hex: string): Rgb {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1]
  if (!value) throw new Error(`Not a #rrggbb colour: ${hex}`)
  return [0, 2, 4].map((offset) => parseInt(value.slice(offset, offset + 2), 16)) as Rgb
}

function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** `amount` of the way from `from` to `to`. */
function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from)
  const b = parseHex(to)
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as Rgb)
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
}

interface Palette {
  body: string
  bodyLight: string
  bodyDark: string
  outline: string
  /** Text and marks printed on the body. */
  onBody: string
  screenTop: string
  screenBottom: string
  backdropTop: string
  backdropBottom: string
  ink: string
}

function paletteFor(colour: string): Palette {
  const dark = luminance(colour) < 0.18
  return {
    body: colour,
    bodyLight: mix(colour, '#ffffff', dark ? 0.22 : 0.35),
    bodyDark: mix(colour, '#000000', dark ? 0.35 : 0.22),
    outline: dark ? mix(colour, '#ffffff', 0.35) : mix(colour, '#000000', 0.3),
    onBody: dark ? '#f9fafb' : luminance(colour) > 0.55 ? '#1f2937' : '#ffffff',
    screenTop: mix(colour, '#4f46e5', 0.55),
    screenBottom: mix(colour, '#0f172a', 0.7),
    backdropTop: mix(colour, '#ffffff', dark ? 0.9 : 0.82),
    backdropBottom: mix(colour, '#ffffff', dark ? 0.78 : 0.64),
    ink: '#111827',
  }
}

// Each drawing is centred on (0, 0) and fits in about 640 × 640.

function screen(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  brand: string,
  fontSize: number,
): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="url(#screen)"/>
<path d="M ${x} ${y + height * 0.72} Q ${x + width * 0.5} ${y + height * 0.45} ${x + width} ${y + height * 0.62} L ${x + width} ${y + height - radius} Q ${x + width} ${y + height} ${x + width - radius} ${y + height} L ${x + radius} ${y + height} Q ${x} ${y + height} ${x} ${y + height - radius} Z" fill="#ffffff" opacity="0.08"/>
<text x="${x + width / 2}" y="${y + height / 2 + fontSize / 3}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${fontSize}" fill="#ffffff" opacity="0.92">${escapeXml(brand)}</text>`
}

function phoneFront(p: Palette, brand: string): string {
  return `<rect x="-150" y="-290" width="300" height="580" rx="44" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-138" y="-278" width="276" height="556" rx="34" fill="#0b1020"/>
${screen(-130, -270, 260, 540, 28, brand, 36)}
<text x="0" y="-150" text-anchor="middle" font-family="${FONT}" font-size="64" fill="#ffffff" opacity="0.95">10:24</text>
<circle cx="0" cy="-250" r="9" fill="#0b1020"/>
<rect x="152" y="-170" width="6" height="70" rx="3" fill="${p.bodyDark}"/>
<rect x="152" y="-80" width="6" height="44" rx="3" fill="${p.bodyDark}"/>`
}

function phoneBack(p: Palette, brand: string, halfWidth = 150): string {
  const lens = (cx: number, cy: number, r: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r + 7}" fill="${p.bodyDark}" stroke="${p.outline}" stroke-width="2"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#0f172a"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 4}" fill="#ffffff" opacity="0.35"/>`
  return `<rect x="${-halfWidth}" y="-290" width="${halfWidth * 2}" height="580" rx="44" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="${-halfWidth + 24}" y="-266" width="140" height="160" rx="36" fill="${p.bodyDark}" opacity="0.55"/>
${lens(-halfWidth + 66, -224, 24)}${lens(-halfWidth + 66, -150, 24)}${lens(-halfWidth + 128, -187, 18)}
<circle cx="${-halfWidth + 122}" cy="-238" r="8" fill="#fef3c7"/>
<text x="0" y="210" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" letter-spacing="5" fill="${p.onBody}" opacity="0.85">${escapeXml(brand.toUpperCase())}</text>`
}

function laptop(p: Palette, brand: string): string {
  return `<rect x="-275" y="-250" width="550" height="350" rx="20" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-258" y="-234" width="516" height="318" rx="10" fill="#0b1020"/>
${screen(-250, -226, 500, 302, 8, brand, 44)}
<path d="M -300 104 L 300 104 L 336 148 Q 340 160 326 160 L -326 160 Q -340 160 -336 148 Z" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-50" y="106" width="100" height="12" rx="6" fill="${p.bodyDark}" opacity="0.6"/>`
}

function laptopBack(p: Palette, brand: string): string {
  return `<rect x="-280" y="-200" width="560" height="380" rx="24" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-200" y="180" width="400" height="14" rx="7" fill="${p.bodyDark}"/>
<text x="0" y="10" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="48" fill="${p.onBody}" opacity="0.9">${escapeXml(brand)}</text>`
}

function tablet(p: Palette, brand: string): string {
  return `<rect x="-300" y="-205" width="600" height="410" rx="38" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-284" y="-189" width="568" height="378" rx="26" fill="#0b1020"/>
${screen(-276, -181, 552, 362, 20, brand, 48)}
<circle cx="0" cy="-196" r="4" fill="#0b1020"/>`
}

function earbuds(p: Palette, brand: string): string {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} -150) scale(${flip} 1) rotate(-14)"><rect x="-14" y="-10" width="30" height="150" rx="15" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/><ellipse cx="0" cy="-20" rx="54" ry="48" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/><ellipse cx="-14" cy="-26" rx="22" ry="18" fill="${p.bodyDark}" opacity="0.55"/></g>`
  return `${bud(-110, 1)}${bud(110, -1)}
<rect x="-170" y="20" width="340" height="230" rx="100" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<path d="M -166 92 L 166 92" stroke="${p.bodyDark}" stroke-width="4"/>
<circle cx="0" cy="130" r="7" fill="#22c55e"/>
<text x="0" y="200" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="28" fill="${p.onBody}" opacity="0.85">${escapeXml(brand)}</text>`
}

function headphones(p: Palette, brand: string): string {
  return `<path d="M -220 60 A 220 230 0 0 1 220 60" fill="none" stroke="${p.bodyDark}" stroke-width="44" stroke-linecap="round"/>
<path d="M -220 60 A 220 230 0 0 1 220 60" fill="none" stroke="url(#body)" stroke-width="30" stroke-linecap="round"/>
<rect x="-290" y="10" width="130" height="220" rx="60" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-175" y="30" width="40" height="180" rx="20" fill="${p.bodyDark}"/>
<rect x="160" y="10" width="130" height="220" rx="60" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="135" y="30" width="40" height="180" rx="20" fill="${p.bodyDark}"/>
<text x="-225" y="128" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="22" fill="${p.onBody}" transform="rotate(-90 -225 120)">${escapeXml(brand)}</text>`
}

function speaker(p: Palette, brand: string): string {
  return `<rect x="-290" y="-120" width="580" height="240" rx="120" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-230" y="-96" width="460" height="192" rx="20" fill="url(#grille)"/>
<ellipse cx="-290" cy="0" rx="34" ry="100" fill="${p.bodyDark}"/>
<ellipse cx="290" cy="0" rx="34" ry="100" fill="${p.bodyDark}"/>
<rect x="-110" y="-30" width="220" height="60" rx="30" fill="${p.bodyDark}"/>
<text x="0" y="11" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="#ffffff">${escapeXml(brand)}</text>`
}

function watch(p: Palette): string {
  return `<rect x="-100" y="-330" width="200" height="660" rx="44" fill="${p.bodyDark}" stroke="${p.outline}" stroke-width="3"/>
<path d="M -100 -250 L 100 -250 M -100 250 L 100 250" stroke="${p.body}" stroke-width="3" opacity="0.6"/>
<rect x="-150" y="-180" width="300" height="360" rx="76" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-128" y="-158" width="256" height="316" rx="58" fill="#0b1020"/>
<rect x="-118" y="-148" width="236" height="296" rx="50" fill="url(#screen)"/>
<text x="0" y="-10" text-anchor="middle" font-family="${FONT}" font-size="70" fill="#ffffff">10:24</text>
<circle cx="-50" cy="70" r="26" fill="none" stroke="#f43f5e" stroke-width="8"/>
<circle cx="20" cy="70" r="26" fill="none" stroke="#22c55e" stroke-width="8"/>
<rect x="148" y="-70" width="22" height="60" rx="8" fill="${p.bodyDark}"/>`
}

function charger(p: Palette, brand: string): string {
  return `<rect x="-95" y="-290" width="34" height="90" rx="6" fill="#9ca3af"/>
<rect x="61" y="-290" width="34" height="90" rx="6" fill="#9ca3af"/>
<rect x="-17" y="-330" width="34" height="120" rx="6" fill="#9ca3af"/>
<rect x="-160" y="-220" width="320" height="300" rx="40" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-70" y="-60" width="140" height="36" rx="10" fill="${p.bodyDark}"/>
<rect x="-40" y="-12" width="80" height="26" rx="13" fill="${p.bodyDark}"/>
<text x="0" y="-130" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="34" fill="${p.onBody}">${escapeXml(brand)}</text>
<path d="M 0 80 C 0 190 -200 170 -210 260 C -216 320 -140 330 -110 300" fill="none" stroke="${p.body}" stroke-width="18" stroke-linecap="round"/>
<path d="M 0 80 C 0 190 -200 170 -210 260 C -216 320 -140 330 -110 300" fill="none" stroke="${p.outline}" stroke-width="2" opacity="0.5"/>`
}

function powerbank(p: Palette, brand: string): string {
  return `<rect x="-180" y="-280" width="360" height="560" rx="44" fill="url(#body)" stroke="${p.outline}" stroke-width="3"/>
<rect x="-110" y="-284" width="70" height="18" rx="6" fill="${p.bodyDark}"/>
<rect x="30" y="-284" width="50" height="18" rx="8" fill="${p.bodyDark}"/>
<text x="0" y="-20" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="46" fill="${p.onBody}">${escapeXml(brand)}</text>
${[-54, -18, 18, 54].map((x, i) => `<circle cx="${x}" cy="200" r="10" fill="${i < 3 ? '#38bdf8' : p.bodyDark}"/>`).join('')}`
}

function cable(p: Palette, brand: string): string {
  return `<path d="M -220 -200 C 200 -260 260 -60 -40 -40 C -300 -20 -260 200 120 160 C 260 145 250 250 180 280" fill="none" stroke="${p.bodyDark}" stroke-width="26" stroke-linecap="round"/>
<path d="M -220 -200 C 200 -260 260 -60 -40 -40 C -300 -20 -260 200 120 160 C 260 145 250 250 180 280" fill="none" stroke="url(#body)" stroke-width="18" stroke-linecap="round"/>
<rect x="-300" y="-240" width="110" height="70" rx="16" fill="url(#body)" stroke="${p.outline}" stroke-width="3" transform="rotate(-8 -245 -205)"/>
<rect x="-352" y="-222" width="56" height="34" rx="8" fill="#d1d5db" transform="rotate(-8 -245 -205)"/>
<text x="0" y="330" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="34" fill="#374151">${escapeXml(brand)}</text>`
}

function phoneCase(p: Palette): string {
  return `<rect x="-165" y="-300" width="330" height="600" rx="54" fill="url(#body)" stroke="${p.outline}" stroke-width="4" opacity="0.92"/>
<rect x="-140" y="-275" width="280" height="550" rx="40" fill="${p.bodyDark}" opacity="0.25"/>
<rect x="-136" y="-272" width="150" height="172" rx="38" fill="#0f172a" opacity="0.9"/>
<rect x="-126" y="-262" width="130" height="152" rx="32" fill="none" stroke="${p.outline}" stroke-width="3"/>
<circle cx="0" cy="40" r="70" fill="none" stroke="${p.onBody}" stroke-width="6" opacity="0.35"/>
<rect x="165" y="-170" width="8" height="74" rx="4" fill="${p.bodyDark}"/>`
}

function screenguard(p: Palette): string {
  return `<rect x="-165" y="-300" width="330" height="600" rx="48" fill="${p.bodyDark}" opacity="0.9"/>
<rect x="-150" y="-285" width="300" height="570" rx="40" fill="url(#screen)"/>
<g transform="translate(40 -30) rotate(-6)"><rect x="-160" y="-290" width="320" height="590" rx="44" fill="#ffffff" opacity="0.32" stroke="#ffffff" stroke-width="4"/>
<path d="M -120 -290 L 10 -290 L -160 40 L -160 -200 Z" fill="#ffffff" opacity="0.28"/>
<path d="M 80 -290 L 130 -290 L -90 300 L -140 300 Z" fill="#ffffff" opacity="0.18"/></g>
<circle cx="160" cy="230" r="58" fill="${p.body === '#ffffff' ? '#1f2937' : '#ffffff'}" opacity="0.9"/>
<text x="160" y="244" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="40" fill="#111827">9H</text>`
}

function controller(p: Palette): string {
  return `<path d="M -270 -60 C -270 -150 -190 -170 -125 -160 L 125 -160 C 190 -170 270 -150 270 -60 L 312 140 C 328 222 250 258 198 206 L 132 138 L -132 138 L -198 206 C -250 258 -328 222 -312 140 Z" fill="url(#body)" stroke="${p.outline}" stroke-width="4"/>
<path d="M -196 -70 h 28 v -28 h 28 v 28 h 28 v 28 h -28 v 28 h -28 v -28 h -28 Z" fill="${p.bodyDark}"/>
<circle cx="170" cy="-96" r="17" fill="#22c55e"/><circle cx="170" cy="-20" r="17" fill="#ef4444"/>
<circle cx="132" cy="-58" r="17" fill="#3b82f6"/><circle cx="208" cy="-58" r="17" fill="#f59e0b"/>
<circle cx="-80" cy="40" r="44" fill="${p.bodyDark}"/><circle cx="-80" cy="40" r="30" fill="#1f2937"/>
<circle cx="80" cy="40" r="44" fill="${p.bodyDark}"/><circle cx="80" cy="40" r="30" fill="#1f2937"/>
<rect x="-40" y="-120" width="80" height="50" rx="12" fill="${p.bodyDark}" opacity="0.6"/>`
}

function mouse(p: Palette, brand: string): string {
  return `<rect x="-130" y="-240" width="260" height="480" rx="130" fill="url(#body)" stroke="${p.outline}" stroke-width="4"/>
<path d="M 0 -240 L 0 -60" stroke="${p.bodyDark}" stroke-width="4"/>
<path d="M -128 -60 Q 0 -30 128 -60" fill="none" stroke="${p.bodyDark}" stroke-width="4"/>
<rect x="-14" y="-190" width="28" height="70" rx="14" fill="#1f2937"/>
<path d="M -118 40 Q -130 160 -60 215" fill="none" stroke="#22d3ee" stroke-width="8" stroke-linecap="round"/>
<path d="M 118 40 Q 130 160 60 215" fill="none" stroke="#a855f7" stroke-width="8" stroke-linecap="round"/>
<text x="0" y="110" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="30" fill="${p.onBody}">${escapeXml(brand)}</text>`
}

function keyboard(p: Palette): string {
  const keys: string[] = []
  for (let row = 0; row < 5; row++) {
    for (let column = 0; column < 14; column++) {
      keys.push(
        `<rect x="${-308 + column * 44}" y="${-100 + row * 42}" width="38" height="36" rx="6" fill="${p.bodyDark}"/>`,
      )
    }
  }
  return `<rect x="-340" y="-130" width="680" height="260" rx="22" fill="url(#body)" stroke="${p.outline}" stroke-width="4"/>
${keys.join('')}
<rect x="-330" y="132" width="660" height="10" rx="5" fill="#a855f7" opacity="0.7"/>`
}

function device(spec: ArtSpec, p: Palette, back: boolean): string {
  const mark = spec.mark ?? spec.brand
  switch (spec.kind) {
    case 'phone':
      return back ? phoneBack(p, mark) : phoneFront(p, mark)
    case 'laptop':
      return back ? laptopBack(p, mark) : laptop(p, mark)
    case 'tablet':
      return back ? phoneBack(p, mark, 210) : tablet(p, mark)
    case 'earbuds':
      return earbuds(p, mark)
    case 'headphones':
      return headphones(p, mark)
    case 'speaker':
      return speaker(p, mark)
    case 'watch':
      return watch(p)
    case 'charger':
      return charger(p, mark)
    case 'powerbank':
      return powerbank(p, mark)
    case 'cable':
      return cable(p, mark)
    case 'case':
      return phoneCase(p)
    case 'screenguard':
      return screenguard(p)
    case 'controller':
      return controller(p)
    case 'mouse':
      return mouse(p, mark)
    case 'keyboard':
      return keyboard(p)
  }
}

function retailBox(p: Palette, brand: string, model: string): string {
  return `<g transform="translate(470 400) scale(0.8)"><rect x="-230" y="-250" width="460" height="500" rx="18" fill="#ffffff" stroke="#d1d5db" stroke-width="3"/>
<rect x="-230" y="-250" width="460" height="90" rx="18" fill="${p.body}"/>
<text x="0" y="-190" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="40" fill="${p.onBody}">${escapeXml(brand)}</text>
<text x="0" y="-110" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#374151">${escapeXml(model)}</text></g>`
}

/** One product picture as an SVG document, ART_SIZE square. */
export function productSvg(spec: ArtSpec): string {
  const p = paletteFor(spec.colour)
  const back = spec.view === 'back'
  // Kinds with a distinct reverse side draw it; the others show the front turned the other way.
  const hasBack = spec.kind === 'phone' || spec.kind === 'tablet' || spec.kind === 'laptop'
  const placement = {
    front: 'translate(400 440) scale(0.92)',
    back: hasBack ? 'translate(400 440) scale(0.92)' : 'translate(390 450) rotate(9) scale(0.86)',
    tilt: 'translate(410 450) rotate(-12) scale(0.86)',
    box: 'translate(330 500) scale(0.62)',
  }[spec.view]
  const body = device(spec, p, back && hasBack)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">
<defs>
<linearGradient id="backdrop" x1="0" y1="0" x2="${back ? 1 : 0}" y2="1"><stop offset="0" stop-color="${p.backdropTop}"/><stop offset="1" stop-color="${p.backdropBottom}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bodyLight}"/><stop offset="0.55" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${p.screenTop}"/><stop offset="1" stop-color="${p.screenBottom}"/></linearGradient>
<pattern id="grille" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="${p.body}"/><circle cx="8" cy="8" r="4" fill="${p.bodyDark}"/></pattern>
</defs>
<rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#backdrop)"/>
<ellipse cx="400" cy="${spec.view === 'box' ? 740 : 745}" rx="270" ry="24" fill="#000000" opacity="0.1"/>
${spec.view === 'box' ? retailBox(p, spec.brand, spec.model) : ''}
<g transform="${placement}">${body}</g>
<text x="44" y="80" font-family="${FONT}" font-weight="700" font-size="40" fill="${p.ink}">${escapeXml(spec.brand)}</text>
${spec.model ? `<text x="44" y="118" font-family="${FONT}" font-size="26" fill="#374151">${escapeXml(spec.model)}</text>` : ''}
</svg>`
}
