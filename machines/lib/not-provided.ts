// Placeholder for a machine's side-effect slot. The app fills every slot with `.provide()` (from src/api/*-actors.ts),
// tests and stories with fakes; reaching this means a slot was left empty, which is a wiring bug.
export function notProvided(name: string): () => never {
  return () => {
    throw new Error(`The machine slot "${name}" was not provided`)
  }
}
