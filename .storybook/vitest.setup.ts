// Applies the project's Storybook annotations (styles, a11y) to stories composed in the visual tests.
import { setProjectAnnotations } from '@storybook/react-vite'
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview'
import * as projectAnnotations from './preview'

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations])

// The screenshot test draws each story inside React's act() (stories/visual-regression.tsx): this is that environment.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
