import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PicturePicker, type PicturePickerItem } from '@/commerce/picture-picker'
import { ACCEPTED_IMAGE_TYPES, uploadMessages } from '@/domain/uploads'
import { pictures } from '../screens/catalogue-fixtures'
import { pngFile } from '../support/picture-files'

const stored: PicturePickerItem[] = [
  { id: 'stored-0', name: 'Picture 1', src: pictures.phoneFront },
  { id: 'stored-1', name: 'Picture 2', src: pictures.phoneBack },
  { id: 'stored-2', name: 'Picture 3', src: pictures.phoneSide },
]

const meta = {
  title: 'Commerce/PicturePicker',
  component: PicturePicker,
  args: {
    label: 'Pictures',
    items: [],
    max: 10,
    accept: ACCEPTED_IMAGE_TYPES,
    onAdd: fn(),
    onRemove: fn(),
    onMove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PicturePicker>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  args: { hint: 'The first picture is the one shoppers see in the listing.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Pictures' })).toBeVisible()
    await expect(canvas.getByText('0 of 10 pictures')).toBeVisible()
    const input = canvas.getByLabelText('Add pictures')
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp')
    await userEvent.upload(input, [await pngFile('front.png'), await pngFile('back.png')])
    await expect(args.onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'front.png' }),
      expect.objectContaining({ name: 'back.png' }),
    ])
  },
}

export const WithPictures: Story = {
  args: { items: stored },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Pictures' })
    await expect(within(list).getAllByRole('img')).toHaveLength(3)
    await expect(canvas.getByText('Cover')).toBeVisible()
    // The ends cannot move past themselves.
    await expect(canvas.getByRole('button', { name: 'Move Picture 1 earlier' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Move Picture 3 later' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Move Picture 2 earlier' }))
    await expect(args.onMove).toHaveBeenCalledWith('stored-1', -1)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Picture 3' }))
    await expect(args.onRemove).toHaveBeenCalledWith('stored-2')
  },
}

/** Picked files are previewed from memory before they are sent. */
export const Picked: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<PicturePickerItem[]>([])
    return (
      <PicturePicker
        {...args}
        items={items}
        onAdd={(files) =>
          setItems((current) => [
            ...current,
            ...files.map((file, index) => ({ id: `new-${current.length + index}`, name: file.name, file })),
          ])
        }
        onRemove={(id) => setItems((current) => current.filter((item) => item.id !== id))}
      />
    )
  },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('Add pictures'), [await pngFile('front.png')])
    const preview = await canvas.findByRole('img', { name: 'front.png' })
    await expect(preview.getAttribute('src')).toMatch(/^blob:/)
    await expect(canvas.getByText('1 of 10 pictures')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove front.png' }))
    await expect(canvas.queryByRole('img', { name: 'front.png' })).toBeNull()
  },
}

export const Full: Story = {
  args: { items: stored, max: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 3 pictures')).toBeVisible()
    await expect(canvas.queryByLabelText('Add pictures')).toBeNull()
  },
}

export const WithProblems: Story = {
  args: {
    items: stored.slice(0, 1),
    error: uploadMessages.none,
    problems: [uploadMessages.notAnImage('notes.txt'), uploadMessages.tooLarge('huge.jpg')],
  },
  play: async ({ canvas, canvasElement }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Add at least one picture')
    await expect(alert).toHaveTextContent('notes.txt is not a JPEG, PNG or WebP picture')
    await expect(alert).toHaveTextContent('huge.jpg is larger than 8 MB')
    await expect(canvasElement.querySelector('[data-slot="picture-picker"]')).toHaveAttribute('data-state', 'invalid')
  },
}

export const Uploading: Story = {
  args: { items: stored.slice(0, 2), progress: 45 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading pictures' })).toHaveAttribute('aria-valuenow', '45')
    await expect(canvasElement.querySelector('[data-slot="picture-picker"]')).toHaveAttribute('data-state', 'uploading')
    // Nothing moves while the pictures are on their way.
    await expect(canvas.getByRole('button', { name: 'Remove Picture 1' })).toBeDisabled()
    await expect(canvas.getByLabelText('Add pictures')).toBeDisabled()
  },
}

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <PicturePicker {...args} />
      <PicturePicker {...args} items={stored} />
      <PicturePicker
        {...args}
        items={stored.slice(0, 1)}
        error={uploadMessages.none}
        problems={[uploadMessages.notAnImage('notes.txt')]}
      />
      <PicturePicker {...args} items={stored.slice(0, 2)} progress={45} />
    </div>
  ),
}
