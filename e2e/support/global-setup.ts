// Starts the store the way the README does (`npm start`: build if needed, then serve) on a free port with a
// fresh data folder, behind loopback as its trusted proxy, waits until it answers, and stops it after the run.
import type { TestProject } from 'vitest/node'
import { startStore } from '../../scripts/store-process'

export default async function setup(project: TestProject) {
  // Each journey's browser says which device it is (e2e/support/browser.ts): the store believes loopback's word, as
  // it would a proxy's in front of it.
  const store = await startStore({ env: { TRUST_PROXY: '127.0.0.1,::1' } })
  project.provide('baseUrl', store.baseUrl)
  return () => store.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}
