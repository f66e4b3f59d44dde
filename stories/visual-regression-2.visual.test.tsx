// Shard 2 of the screenshot test (stories/visual-regression.tsx).
import { screenshotStories } from './visual-regression'

await screenshotStories(2)
