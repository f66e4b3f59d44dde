// The address form's state picker (spec §4 Address modal): Nigeria's 36 states and the Federal Capital Territory, as a
// native select styled like the store's inputs (light, and the phone's own picker on a small screen).
import { NativeSelect, type NativeSelectProps } from '@/ui/native-select'
import { NIGERIAN_STATES } from '@/domain/nigeria'

export const STATE_PLACEHOLDER = 'Choose a state'

const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state, label: state }))

export type StateSelectProps = Omit<NativeSelectProps, 'placeholder' | 'options'>

export function StateSelect(props: StateSelectProps) {
  return <NativeSelect data-slot="state-select" placeholder={STATE_PLACEHOLDER} options={STATE_OPTIONS} {...props} />
}
