// Where the machines' slots meet the real API client, one module per area (ARCHITECTURE.md: src/api/actors.ts).
export * from './account-actors'
export * from './browsing-actors'
export * from './catalogue-actors'
