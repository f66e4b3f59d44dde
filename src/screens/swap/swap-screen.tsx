// /swap (spec §1 swap deals, §2): the shopper offers a device (brand, model, storage, condition, faults, up to 4 photos)
// for one they want (a product of the catalogue, suggested as they type, or described in words), and says how the team
// reaches them. Mobile first, one column that widens to pairs. Props only: the route binds the swap-form machine; the
// root's data-state is the form's state, the device wanted's field carries the suggestions' state.
import { useId, type ComponentProps, type FormEvent } from 'react'
import type {
  SwapFormEvent,
  SwapFormState,
  SwapTextField,
  WantedSuggestion,
} from '@machines/swap-form/swap-form.machine'
import type { PictureList } from '@machines/lib/pictures'
import type { FieldErrors } from '@/domain/account-forms'
import { PHONE_MAX_LENGTH } from '@/domain/phone-rules'
import { countOf } from '@/domain/plural'
import { SWAP_CONDITIONS, SWAP_LIMITS, type SwapCondition, type SwapField, type SwapForm } from '@/domain/swap'
import { ACCEPTED_IMAGE_TYPES, MAX_SWAP_PHOTOS } from '@/domain/uploads'
import { PicturePicker } from '@/commerce/picture-picker'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { Field } from '@/ui/field'
import { Input } from '@/ui/input'
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group'
import { Textarea } from '@/ui/textarea'
import { POLICY } from '@/domain/policies'

/** The swap-form machine's states (machines/swap-form): the form's and the suggestions'. */
export type SwapScreenState = SwapFormState

export const SWAP_HEADING = 'Swap deals'
export const SWAP_INTRO = `Trade in your phone, tablet or laptop for one you want. Tell us about it and our team will reply with an offer within ${POLICY.replyWithin}.`
export const SWAP_SECTIONS = {
  offered: 'Your device',
  wanted: 'The device you want',
  contact: 'How we reach you',
} as const
export const SWAP_LABELS = {
  brand: 'Brand',
  model: 'Model',
  storage: 'Storage (optional)',
  condition: 'Condition',
  faults: 'Faults',
  faultsOptional: 'Faults (optional)',
  photos: 'Photos of your device',
  wanted: 'Device you want',
  phone: 'Phone number',
  city: 'City',
} as const
export const SWAP_HINTS = {
  faults: 'What does not work, is cracked or has been repaired',
  photos: `Up to ${MAX_SWAP_PHOTOS}: the front, the back and any damage help us price it`,
  wanted: 'Type 2 letters or more to see our products, or describe any device',
  wantedPicked: 'From our catalogue',
  phone: 'We call or WhatsApp you about the offer',
} as const
export const SWAP_PLACEHOLDERS: Partial<Record<SwapField, string>> = {
  brand: 'Samsung',
  model: 'Galaxy S21',
  storage: '128GB',
  wanted: 'iPhone 13',
  phone: '08031234567',
  city: 'Ikeja',
}
export const REQUEST_SWAP_LABEL = 'Request swap'
export const SWAP_PROGRESS = { uploading: 'Uploading your photos', sending: 'Sending your request' } as const
export const matchesNote = (count: number) =>
  `${countOf(count, { one: 'matching product', other: 'matching products' })} in the list`

export type SwapScreenProps = Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  state: SwapScreenState
  form: SwapForm
  errors: FieldErrors<SwapField>
  photos: PictureList
  /** Percent of the photos sent while they upload, else null. */
  progress: number | null
  suggestions: readonly WantedSuggestion[]
  /** The swap-form machine's `send`: every edit and press on the page is one of its events. */
  send: (event: SwapFormEvent) => void
}

type TextFieldSpec = {
  field: SwapTextField
  autoComplete?: string
  inputMode?: 'tel'
  type?: 'tel'
  maxLength: number
  required: boolean
}

const DEVICE_FIELDS: TextFieldSpec[] = [
  { field: 'brand', maxLength: SWAP_LIMITS.brand, required: true },
  { field: 'model', maxLength: SWAP_LIMITS.model, required: true },
  { field: 'storage', maxLength: SWAP_LIMITS.storage, required: false },
]

const CONTACT_FIELDS: TextFieldSpec[] = [
  { field: 'phone', autoComplete: 'tel', inputMode: 'tel', type: 'tel', maxLength: PHONE_MAX_LENGTH, required: true },
  { field: 'city', autoComplete: 'address-level2', maxLength: SWAP_LIMITS.city, required: true },
]

function isSwapCondition(value: string): value is SwapCondition {
  return SWAP_CONDITIONS.some((condition) => condition.value === value)
}

export function SwapScreen({
  state,
  form,
  errors,
  photos,
  progress,
  suggestions,
  send,
  className,
  ...props
}: SwapScreenProps) {
  const id = useId()
  const busy = state.form === 'uploading' || state.form === 'sending'
  const faulty = form.condition === 'faulty'
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'form.submit' })
  }
  // A native datalist pick arrives as a change to the option's text: the product with that title is the one chosen.
  const changeWanted = (value: string) => {
    const picked = suggestions.find((suggestion) => suggestion.title === value)
    if (picked) send({ type: 'wanted.choose', productId: picked._id })
    else send({ type: 'wanted.change', value })
  }
  const textField = ({ field, maxLength, required, ...input }: TextFieldSpec) => (
    <Field
      key={field}
      label={SWAP_LABELS[field]}
      hint={field === 'phone' ? SWAP_HINTS.phone : undefined}
      error={errors[field]}
    >
      <Input
        name={field}
        maxLength={maxLength}
        required={required}
        placeholder={SWAP_PLACEHOLDERS[field]}
        value={form[field]}
        onChange={(event) => send({ type: 'field.change', field, value: event.target.value })}
        {...input}
      />
    </Field>
  )

  return (
    <section
      data-slot="swap-screen"
      data-state={state.form}
      aria-labelledby={`${id}-heading`}
      aria-busy={busy || undefined}
      className={cn('@container mx-auto w-full max-w-2xl px-4 py-6 text-foreground @3xl:py-10', className)}
      {...props}
    >
      <h1 id={`${id}-heading`} className="m-0 text-2xl font-bold">
        {SWAP_HEADING}
      </h1>
      <p className="mt-2 mb-6 text-sm text-foreground-subtle">{SWAP_INTRO}</p>
      <p role="status" className="sr-only">
        {state.form === 'uploading' ? SWAP_PROGRESS.uploading : state.form === 'sending' ? SWAP_PROGRESS.sending : ''}
      </p>

      <form data-slot="swap-form" noValidate onSubmit={submit} className="grid gap-8">
        <fieldset disabled={busy} className="m-0 grid min-w-0 gap-8 border-0 p-0">
          <section aria-labelledby={`${id}-offered`} className="grid gap-4">
            <h2 id={`${id}-offered`} className="m-0 text-lg font-semibold">
              {SWAP_SECTIONS.offered}
            </h2>
            <div className="grid gap-4 @md:grid-cols-2">{DEVICE_FIELDS.map(textField)}</div>

            <div data-slot="swap-condition" data-state={errors.condition ? 'invalid' : 'idle'} className="grid gap-1.5">
              <span id={`${id}-condition`} className="text-sm font-medium">
                {SWAP_LABELS.condition}
              </span>
              <RadioGroup
                variant="card"
                name="condition"
                aria-labelledby={`${id}-condition`}
                aria-describedby={errors.condition ? `${id}-condition-error` : undefined}
                aria-invalid={errors.condition ? true : undefined}
                aria-required
                // '' is chosen nothing yet: the group stays controlled from the first draw.
                value={form.condition}
                onValueChange={(value) =>
                  isSwapCondition(value) ? send({ type: 'condition.choose', condition: value }) : undefined
                }
                className="@md:grid-cols-2"
              >
                {SWAP_CONDITIONS.map((condition) => (
                  <RadioGroupItem
                    key={condition.value}
                    value={condition.value}
                    label={condition.label}
                    description={condition.description}
                  />
                ))}
              </RadioGroup>
              {errors.condition ? (
                <p id={`${id}-condition-error`} role="alert" className="m-0 text-sm font-medium text-danger">
                  {errors.condition}
                </p>
              ) : null}
            </div>

            <Field
              label={faulty ? SWAP_LABELS.faults : SWAP_LABELS.faultsOptional}
              hint={SWAP_HINTS.faults}
              error={errors.faults}
            >
              <Textarea
                name="faults"
                maxLength={SWAP_LIMITS.faults}
                required={faulty}
                rows={3}
                value={form.faults}
                onChange={(event) => send({ type: 'field.change', field: 'faults', value: event.target.value })}
              />
            </Field>

            <PicturePicker
              label={SWAP_LABELS.photos}
              items={photos.items}
              max={MAX_SWAP_PHOTOS}
              accept={ACCEPTED_IMAGE_TYPES}
              hint={SWAP_HINTS.photos}
              problems={photos.problems}
              progress={progress}
              disabled={busy}
              onAdd={(files) => send({ type: 'photos.add', files })}
              onRemove={(id) => send({ type: 'photos.remove', id })}
              onMove={(id, offset) => send({ type: 'photos.move', id, offset })}
            />
          </section>

          <section aria-labelledby={`${id}-wanted-heading`} className="grid gap-4">
            <h2 id={`${id}-wanted-heading`} className="m-0 text-lg font-semibold">
              {SWAP_SECTIONS.wanted}
            </h2>
            <Field
              data-slot="swap-wanted"
              data-state={state.wanted}
              label={SWAP_LABELS.wanted}
              hint={form.wantedProductId ? SWAP_HINTS.wantedPicked : SWAP_HINTS.wanted}
              error={errors.wanted}
            >
              <Input
                name="wanted"
                autoComplete="off"
                list={`${id}-wanted-options`}
                maxLength={SWAP_LIMITS.wanted}
                required
                placeholder={SWAP_PLACEHOLDERS.wanted}
                value={form.wanted}
                onChange={(event) => changeWanted(event.target.value)}
              />
            </Field>
            <datalist id={`${id}-wanted-options`} data-slot="swap-wanted-options">
              {suggestions.map((suggestion) => (
                <option key={suggestion._id} value={suggestion.title} />
              ))}
            </datalist>
            {/* The list a browser draws for a datalist is not read out everywhere: say how many matches it holds. */}
            <p role="status" className="sr-only">
              {state.wanted === 'suggesting' ? matchesNote(suggestions.length) : ''}
            </p>
          </section>

          <section aria-labelledby={`${id}-contact`} className="grid gap-4">
            <h2 id={`${id}-contact`} className="m-0 text-lg font-semibold">
              {SWAP_SECTIONS.contact}
            </h2>
            <div className="grid gap-4 @md:grid-cols-2">{CONTACT_FIELDS.map(textField)}</div>
          </section>
        </fieldset>

        <Button type="submit" size="lg" loading={busy} className="w-full @md:w-auto @md:justify-self-start">
          {REQUEST_SWAP_LABEL}
        </Button>
      </form>
    </section>
  )
}
