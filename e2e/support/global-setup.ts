// Starts the store the way the README does (`npm start`: build if needed, then serve) on a free port with a
// fresh data folder, waits until it answers, and stops it after the run.
import type { TestProject } from 'vitest/node'
import { startStore } from '../../scripts/store-process'

export default async function setup(project: TestProject) {
  const store = await startStore()
  project.provide('baseUrl', store.baseUrl)
  return () => store.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
