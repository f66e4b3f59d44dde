// Applies the project's Storybook annotations (styles, a11y) to stories composed in the visual tests.
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])

// The screenshots are drawn in the store's own face (ADR 0016). It is loaded before the first story renders: with
// `font-display: optional`, a face still loading when text first needs it would leave that text in a machine font.
const faces = await document.fonts.load('400 16px Inter')
if (faces.length === 0 || faces.some((face) => face.status !== 'loaded')) {
  throw new Error("The store's typeface (src/styles/fonts) did not load")
}
