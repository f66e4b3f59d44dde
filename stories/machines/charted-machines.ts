// The machines a screen story can chart beside itself, by machine id: a screen story names its machine in
// `parameters.stateChart = { machine: 'otp', slot: 'verification-screen' }` without importing it. Every machine
// exported by a machines/**/*.machine.ts file is here, found by the glob, so a new machine needs no line of its own.
import { StateMachine, type AnyStateMachine } from 'xstate'

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', { eager: true })

/** Each machine a module exports, by its id; two machines with one id would make the chart ambiguous, so they fail. */
function machinesById(modules: Record<string, Record<string, unknown>>): Map<string, AnyStateMachine> {
  const byId = new Map<string, AnyStateMachine>()
  for (const [file, exports] of Object.entries(modules)) {
    for (const value of Object.values(exports)) {
      if (!(value instanceof StateMachine)) continue
      const machine = value as AnyStateMachine
      const known = byId.get(machine.id)
      if (known && known !== machine) throw new Error(`Two machines have the id '${machine.id}' (one in ${file})`)
      byId.set(machine.id, machine)
    }
  }
  return byId
}

const byId = machinesById(machineModules)

/** The machine with this id; a story naming one that is not listed fails rather than showing no chart. */
export function chartedMachine(id: string): AnyStateMachine {
  const machine = byId.get(id)
  if (!machine)
    throw new Error(`No machine '${id}' to chart; machines/**/*.machine.ts export ${[...byId.keys()].join(', ')}`)
  return machine
}
