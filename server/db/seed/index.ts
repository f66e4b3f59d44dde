// The catalogue a fresh store starts with (run by the server at start; does nothing once seeded).
export { SEED_VENDOR_ID, seedCatalogue, seedImageJobs, seedRows, type SeedReport } from './seed'
