// The pictures of a form (a product's images, a swap's device photos): previews of what is stored and what was just
// picked, each moved earlier or later and removed with its own named buttons (keyboard and screen readers reach every
// one; no dragging needed on a phone), a tile that opens the file picker, the count against the limit, why a picked
// file was refused, and the upload's progress while the form sends them (spec §4 Product form).
import { useEffect, useId, useState, type ChangeEvent } from 'react'
import { cn } from '@/ui/cn'
import { IconButton } from '@/ui/icon-button'
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/icons'
import { CloseIcon } from '@/ui/more-icons'
import { PlusIcon } from '@/ui/more-icons'
import { ProgressBar } from '@/ui/progress-bar'

export interface PicturePickerItem {
  id: string
  /** Read out with its buttons ('Move front.jpg earlier'). */
  name: string
  /** A stored picture. */
  src?: string
  /** A picked file, previewed from memory until it is sent. */
  file?: Blob
}

export interface PicturePickerProps {
  /** The group's visible name, e.g. 'Pictures'. */
  label: string
  items: readonly PicturePickerItem[]
  max: number
  /** The formats the file picker offers. */
  accept: readonly string[]
  hint?: string
  /** A problem with the pictures as a whole (none yet, too many). */
  error?: string
  /** Why picked files were refused. */
  problems?: readonly string[]
  /** Percent of the pictures sent, 0 to 100, while the form sends them. */
  progress?: number | null
  disabled?: boolean
  onAdd: (files: File[]) => void
  onRemove: (id: string) => void
  onMove: (id: string, offset: -1 | 1) => void
  className?: string
}

/** A preview address for a picked file, revoked when the file leaves the list. */
function usePreview(item: PicturePickerItem): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string>()
  const { src, file } = item
  useEffect(() => {
    if (src || !file) return
    const url = URL.createObjectURL(file)
    setObjectUrl(url)
    return () => {
      URL.revokeObjectURL(url)
      setObjectUrl(undefined)
    }
  }, [src, file])
  return src ?? objectUrl
}

function PictureTile({
  item,
  index,
  count,
  disabled,
  onRemove,
  onMove,
}: { item: PicturePickerItem; index: number; count: number } & Pick<
  PicturePickerProps,
  'disabled' | 'onRemove' | 'onMove'
>) {
  const preview = usePreview(item)
  return (
    <li
      data-slot="picture-picker-item"
      data-state={item.src ? 'stored' : 'picked'}
      className="relative flex flex-col gap-1"
    >
      <div className="relative aspect-square overflow-hidden rounded-md border border-border bg-muted">
        {preview ? <img src={preview} alt={item.name} className="size-full object-cover" /> : null}
        {index === 0 ? (
          <span
            data-slot="picture-picker-cover"
            className="absolute top-1 left-1 rounded-sm bg-surface/90 px-1.5 text-xs font-medium text-foreground"
          >
            Cover
          </span>
        ) : null}
        <IconButton
          aria-label={`Remove ${item.name}`}
          variant="outline"
          size="sm"
          className="absolute top-1 right-1 bg-surface/90"
          disabled={disabled}
          onClick={() => onRemove(item.id)}
        >
          <CloseIcon />
        </IconButton>
      </div>
      <div className="flex justify-between">
        <IconButton
          aria-label={`Move ${item.name} earlier`}
          size="sm"
          disabled={disabled || index === 0}
          onClick={() => onMove(item.id, -1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={`Move ${item.name} later`}
          size="sm"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(item.id, 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
    </li>
  )
}

export function PicturePicker({
  label,
  items,
  max,
  accept,
  hint,
  error,
  problems = [],
  progress,
  disabled = false,
  onAdd,
  onRemove,
  onMove,
  className,
}: PicturePickerProps) {
  const id = useId()
  const full = items.length >= max
  const uploading = progress !== undefined && progress !== null
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    // The same file can be picked again after it was removed.
    event.target.value = ''
    if (files.length > 0) onAdd(files)
  }
  return (
    <fieldset
      data-slot="picture-picker"
      data-state={uploading ? 'uploading' : error ? 'invalid' : 'idle'}
      aria-describedby={`${id}-count${hint ? ` ${id}-hint` : ''}`}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <legend className="text-sm font-medium text-foreground">{label}</legend>
      {/* Columns follow the picker's own width (a container query), not the window's: it sits in narrow forms too. */}
      <div className="@container">
        <ul className="grid grid-cols-3 gap-3 @md:grid-cols-5" aria-label={label}>
          {items.map((item, index) => (
            <PictureTile
              key={item.id}
              item={item}
              index={index}
              count={items.length}
              disabled={disabled || uploading}
              onRemove={onRemove}
              onMove={onMove}
            />
          ))}
          {full ? null : (
            <li>
              <label
                data-slot="picture-picker-add"
                className={cn(
                  'flex aspect-square cursor-pointer flex-col items-center justify-center gap-1 rounded-md border-2 border-dashed border-border-strong text-sm text-muted-foreground',
                  'hover:bg-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary',
                  (disabled || uploading) && 'pointer-events-none opacity-50',
                )}
              >
                <PlusIcon aria-hidden />
                <span>Add pictures</span>
                <input
                  type="file"
                  multiple
                  accept={accept.join(',')}
                  disabled={disabled || uploading}
                  className="sr-only"
                  onChange={pick}
                />
              </label>
            </li>
          )}
        </ul>
      </div>
      <p id={`${id}-count`} data-slot="picture-picker-count" className="text-xs text-muted-foreground">
        {items.length} of {max} pictures
      </p>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error || problems.length > 0 ? (
        <div data-slot="picture-picker-problems" role="alert">
          <ul className="flex flex-col gap-0.5 text-sm text-danger">
            {error ? <li>{error}</li> : null}
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {uploading ? <ProgressBar label="Uploading pictures" value={progress} /> : null}
    </fieldset>
  )
}
