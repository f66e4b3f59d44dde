// The store's one typeface file (ADR 0016): Inter, cut down from the full variable font in `inter-ui` (Inter's own
// package) to the characters a Nigerian store writes, the weights it uses and the OpenType features the browser
// applies by itself or the styles ask for. `npm run typeface` writes it; scripts/typeface.test.ts fails when the
// committed file is not what this makes.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Blob as HbBlob, Face as HbFace } from 'harfbuzzjs'
import subsetFont from 'subset-font'

/** Where the pages' style sheet finds it (src/styles/globals.css) and index.html preloads it. */
export const TYPEFACE_FILE = 'src/styles/fonts/inter-oja.woff2'

const range = (from: number, to: number) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i))

/** Every character the file draws. A character outside it is drawn by the fallback stack in tailwind.config.ts. */
export const TYPEFACE_TEXT = [
  // Basic Latin and Latin-1 (English, and the acute and grave vowels of Yoruba and Igbo names: á à é è í ì ó ò ú ù).
  // (The soft hyphen, U+00AD, draws nothing and has no glyph.)
  range(0x20, 0x7e),
  range(0xa0, 0xac),
  range(0xae, 0xff),
  // The naira sign on every price.
  '\u20a6',
  // Yoruba: Ẹ ẹ Ọ ọ Ṣ ṣ, and the syllabic nasals with their tones: Ń ń Ǹ ǹ Ḿ ḿ.
  '\u1eb8\u1eb9\u1ecc\u1ecd\u1e62\u1e63\u0143\u0144\u01f8\u01f9\u1e3e\u1e3f',
  // Igbo: Ị ị Ụ ụ Ṅ ṅ (Ọ ọ above).
  '\u1eca\u1ecb\u1ee4\u1ee5\u1e44\u1e45',
  // Hausa: Ɓ ɓ Ɗ ɗ Ƙ ƙ Ƴ ƴ and the glottal ʼ.
  '\u0181\u0253\u018a\u0257\u0198\u0199\u01b3\u01b4\u02bc',
  // Combining marks, for tones on a dotted vowel (ẹ́ ọ̀ ị̄): grave, acute, circumflex, tilde, macron, diaeresis,
  // caron, dot below.
  '\u0300\u0301\u0302\u0303\u0304\u0308\u030c\u0323',
  // Spacing accents and letters that Latin-1 text pulls in: ı Œ œ ˆ ˚ ˜.
  '\u0131\u0152\u0153\u02c6\u02da\u02dc',
  // Punctuation: dashes, quotes, bullets, the ellipsis; ‰ ‹ › ⁄ € ™, arrows, the minus sign, ≤ ≥, stars.
  range(0x2010, 0x2027),
  '\u2030\u2039\u203a\u2044\u20ac\u2122\u2190\u2191\u2192\u2193\u2212\u2264\u2265\u2605\u2606',
].join('')

/** What the browser applies to Latin text by itself (composition, marks, kerning, ligatures, contextual forms, the
 *  variable font's substitutions) and what the styles ask for: `tabular-nums` (tnum) and `slashed-zero` (zero). */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rvrn', 'tnum', 'zero']

/** Inter's text optical size, and the weights the styles use (font-normal … font-extrabold). */
const AXES = { opsz: 14, wght: { min: 400, max: 800 } }

/** The characters of `text` the font has no glyph for. */
async function missingFrom(font: Buffer, text: string): Promise<string[]> {
  const drawn = new Set(new HbFace(new HbBlob(font), 0).collectUnicodes())
  return [...new Set(text)].filter((character) => !drawn.has(character.codePointAt(0)!))
}

/** The typeface file's bytes, made from the installed `inter-ui`. Throws if Inter lacks a character of the list. */
export async function buildTypeface(): Promise<Buffer> {
  const source = await readFile(createRequire(import.meta.url).resolve('inter-ui/variable/InterVariable.woff2'))
  const options = { variationAxes: AXES, keepFeatures: FEATURES }
  const font = await subsetFont(source, TYPEFACE_TEXT, { ...options, targetFormat: 'sfnt' })
  const missing = await missingFrom(font, TYPEFACE_TEXT)
  if (missing.length > 0) {
    throw new Error(
      `Inter has no glyph for ${missing.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')}`,
    )
  }
  return subsetFont(font, TYPEFACE_TEXT, { targetFormat: 'woff2' })
}
