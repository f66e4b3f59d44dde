// /staff/categories (docs/adr/0031): the categories in the order shoppers see them (picture, name, live products),
// then the retired ones; for the owner, a new category, renaming, a new picture, moving up and down (buttons, so the
// keyboard moves them too, the focus staying on the moved category's button) and retiring. Props only: the route binds
// the staff categories machine, and data-state is the machine's state name.
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react'
import type { StateValueFrom } from 'xstate'
import { Badge } from '@/ui/badge'
import { Button } from '@/ui/button'
import { cn } from '@/ui/cn'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { Field } from '@/ui/field'
import { FormDialog, FormDialogFooter, FormDialogMessage } from '@/ui/form-dialog'
import { Input } from '@/ui/input'
import { CATEGORY_TITLE_MAX, shopCategoryTexts as texts, type StaffCategory } from '@/domain/shop-categories'
import { ACCEPTED_IMAGE_TYPES } from '@/domain/uploads'
import { thumbnailSrcSet } from '@/domain/thumbnails'
import type {
  CategoryDialog,
  CategoryField,
  CategoryMove,
  staffCategoriesMachine,
  StaffCategoriesEvent,
} from '@machines/staff-categories/staff-categories.machine'
import { StaffSettingsPage, stateName } from '@/screens/staff/staff-settings-page'
import { StaffTable, staffCell } from '@/screens/staff/staff-table'

/** The staff categories machine's states (machines/staff-categories): the screen's data-state. */
export type StaffCategoriesScreenState = StateValueFrom<typeof staffCategoriesMachine>

export type StaffCategoriesScreenProps = {
  state: StaffCategoriesScreenState
  categories: readonly StaffCategory[]
  message: string | null
  dialog: CategoryDialog | null
  /** The category the dialog or the confirmation is about. */
  target: StaffCategory | null
  /** The picture uploaded in the open dialog. */
  image: string | null
  errors: Partial<Record<CategoryField, string>>
  submitError: string | null
  /** The owner: may add, change, move and retire. */
  canWrite: boolean
  send: (event: StaffCategoriesEvent) => void
  /** Where the dialogs' portals mount; document.body unless given (a story's frame). */
  container?: HTMLElement | null
}

type Send = StaffCategoriesScreenProps['send']

/** A category's picture at `shown` CSS pixels (its class's size), fetched at that size: its small copy or its 400 px
 *  file, not the 800 px one the API names (docs/adr/0052). */
function Picture({
  src,
  shown = 48,
  className,
  ...props
}: {
  src: string
  shown?: number
  className?: string
  'data-slot'?: string
}) {
  const srcSet = thumbnailSrcSet(src)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? `${shown}px` : undefined}
      alt=""
      className={cn('size-12 rounded-md border border-border object-cover', className)}
      {...props}
    />
  )
}

function CategoryRow({
  category,
  index,
  count,
  canWrite,
  busy,
  send,
  onMove,
}: {
  category: StaffCategory
  index: number
  count: number
  canWrite: boolean
  busy: boolean
  send: Send
  onMove: (id: string, direction: CategoryMove) => void
}) {
  const move = (direction: CategoryMove) => {
    onMove(category._id, direction)
    send({ type: 'category.move', id: category._id, direction })
  }
  return (
    <tr data-slot="staff-categories-row">
      <td className={staffCell}>
        <Picture src={category.image} />
      </td>
      <td className={staffCell}>
        <span className="font-medium">{category.title}</span>
        <span className="block text-xs text-foreground-subtle">/{category.slug}</span>
      </td>
      <td className={cn(staffCell, 'tabular-nums whitespace-nowrap')}>{texts.products(category.products)}</td>
      <td className={cn(staffCell, 'whitespace-nowrap')}>
        {canWrite ? (
          <div className="flex gap-1">
            <Button
              size="sm"
              variant="outline"
              data-move={`${category._id}:up`}
              aria-label={texts.moveUp(category.title)}
              disabled={busy || index === 0}
              onClick={() => move('up')}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-move={`${category._id}:down`}
              aria-label={texts.moveDown(category.title)}
              disabled={busy || index === count - 1}
              onClick={() => move('down')}
            >
              ↓
            </Button>
          </div>
        ) : (
          <span className="tabular-nums">{index + 1}</span>
        )}
      </td>
      <td className={cn(staffCell, 'whitespace-nowrap')}>
        {canWrite ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              aria-label={`${texts.rename}: ${category.title}`}
              disabled={busy}
              onClick={() => send({ type: 'category.rename', id: category._id })}
            >
              {texts.rename}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${texts.reimage}: ${category.title}`}
              disabled={busy}
              onClick={() => send({ type: 'category.reimage', id: category._id })}
            >
              {texts.reimage}
            </Button>
            <Button
              size="sm"
              variant="outline"
              aria-label={`${texts.retire}: ${category.title}`}
              disabled={busy}
              onClick={() => send({ type: 'category.retire', id: category._id })}
            >
              {texts.retire}
            </Button>
          </div>
        ) : null}
      </td>
    </tr>
  )
}

function CategoryFormDialog({
  dialog,
  target,
  image,
  errors,
  submitError,
  step,
  send,
  container,
}: Pick<StaffCategoriesScreenProps, 'target' | 'image' | 'errors' | 'submitError' | 'send' | 'container'> & {
  dialog: CategoryDialog
  step: string
}) {
  const sending = step === 'saving'
  const uploading = step === 'uploading'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    send({ type: 'category.submit', title: String(new FormData(event.currentTarget).get('title') ?? '') })
  }
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) send({ type: 'picture.choose', file })
    event.target.value = ''
  }
  const title =
    dialog === 'create'
      ? texts.form.createTitle
      : dialog === 'rename'
        ? texts.form.renameTitle
        : texts.form.reimageTitle
  const shown = image ?? (dialog === 'reimage' ? target?.image : undefined)
  return (
    <FormDialog
      open
      data-slot="staff-categories-dialog"
      data-state={step}
      title={title}
      description={target ? target.title : texts.intro}
      sending={sending || uploading}
      onClose={() => send({ type: 'dialog.close' })}
      container={container}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        {dialog !== 'reimage' ? (
          <Field label={texts.form.title} error={errors.title}>
            <Input
              name="title"
              defaultValue={target?.title ?? ''}
              maxLength={CATEGORY_TITLE_MAX}
              autoComplete="off"
              readOnly={sending}
            />
          </Field>
        ) : null}
        {dialog !== 'rename' ? (
          <Field label={texts.form.picture} error={errors.image} hint={uploading ? texts.uploading : undefined}>
            <Input
              type="file"
              name="picture"
              accept={ACCEPTED_IMAGE_TYPES.join(',')}
              disabled={sending || uploading}
              onChange={choose}
            />
          </Field>
        ) : null}
        {dialog !== 'rename' && shown ? (
          <Picture src={shown} shown={96} className="size-24" data-slot="staff-categories-picture" />
        ) : null}
        {submitError ? (
          <FormDialogMessage data-slot="staff-categories-dialog-error">{submitError}</FormDialogMessage>
        ) : null}
        <FormDialogFooter
          cancelLabel={texts.form.close}
          submitLabel={texts.form.save}
          sending={sending}
          canSubmit={!uploading}
          onCancel={() => send({ type: 'dialog.close' })}
        />
      </form>
    </FormDialog>
  )
}

export function StaffCategoriesScreen({
  state,
  categories,
  message,
  dialog,
  target,
  image,
  errors,
  submitError,
  canWrite,
  send,
  container,
}: StaffCategoriesScreenProps) {
  const name = stateName(state)
  const live = categories.filter((category) => !category.retired)
  const retired = categories.filter((category) => category.retired)
  const [parent, step = ''] = name.split('.')
  // A moved category's button keeps the focus once the list comes back in its new order.
  const moved = useRef<{ id: string; direction: CategoryMove } | null>(null)
  useEffect(() => {
    if (name !== 'listed' || !moved.current) return
    const { id, direction } = moved.current
    moved.current = null
    const button = (key: string) => document.querySelector<HTMLButtonElement>(`[data-move="${key}"]`)
    const same = button(`${id}:${direction}`)
    ;(same && !same.disabled ? same : button(`${id}:${direction === 'up' ? 'down' : 'up'}`))?.focus()
  }, [name, categories])
  return (
    <StaffSettingsPage
      state={state}
      slot="staff-categories"
      texts={texts}
      message={message}
      canWrite={canWrite}
      onCreate={() => send({ type: 'category.create' })}
      onRetry={() => send({ type: 'list.retry' })}
    >
      <p role="status" className="sr-only">
        {name === 'moving' ? texts.saving : ''}
      </p>
      {live.length > 0 ? (
        <StaffTable data-slot="staff-categories-table" texts={texts} minWidth="min-w-[44rem]">
          {live.map((category, index) => (
            <CategoryRow
              key={category._id}
              category={category}
              index={index}
              count={live.length}
              canWrite={canWrite}
              busy={name !== 'listed'}
              send={send}
              onMove={(id, direction) => (moved.current = { id, direction })}
            />
          ))}
        </StaffTable>
      ) : null}
      {retired.length > 0 ? (
        <div data-slot="staff-categories-retired" className="flex flex-col gap-2">
          <h2 className="m-0 text-base font-semibold">{texts.retiredCaption}</h2>
          <ul className="m-0 flex list-none flex-wrap gap-3 p-0">
            {retired.map((category) => (
              <li key={category._id} className="flex items-center gap-2 text-sm text-foreground-subtle">
                <Picture src={category.image} shown={32} className="size-8 opacity-60" />
                <span>{category.title}</span>
                <Badge variant="muted">{texts.products(category.products)}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {parent === 'editing' && dialog ? (
        <CategoryFormDialog
          dialog={dialog}
          target={target}
          image={image}
          errors={errors}
          submitError={submitError}
          step={step}
          send={send}
          container={container}
        />
      ) : null}
      <ConfirmDialog
        open={parent === 'retiring'}
        data-slot="staff-categories-confirm"
        title={texts.retireTitle(target?.title ?? '')}
        description={texts.retireBody}
        confirmLabel={texts.confirmRetire}
        cancelLabel={texts.keep}
        busy={step === 'saving'}
        onConfirm={() => send({ type: 'retire.confirm' })}
        onCancel={() => send({ type: 'dialog.close' })}
        container={container}
      />
    </StaffSettingsPage>
  )
}
