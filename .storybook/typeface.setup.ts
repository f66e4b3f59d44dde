// Stories under test are drawn in the store's own face (ADR 0016), whatever fonts the machine has. It is loaded before
// the first story renders: with `font-display: optional`, a face still loading when text first needs it would leave
// that text in a machine font, and a story that measures text (a title's lines, a card's height) would measure that.
import '../src/styles/globals.css'

const faces = await document.fonts.load('400 16px Inter')
if (faces.length === 0 || faces.some((face) => face.status !== 'loaded')) {
  throw new Error("The store's typeface (src/styles/fonts) did not load")
}
