import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { StaffFilters } from '@/screens/staff/staff-filters'

const onStatus = fn()
const onFrom = fn()
const onSearch = fn()

const meta = {
  title: 'Staff/StaffFilters',
  component: StaffFilters,
  args: {
    'data-slot': 'staff-filters',
    label: 'Filter the list',
    className: 'grid grid-cols-2 gap-3',
    fields: [
      {
        kind: 'select',
        name: 'status',
        label: 'Status',
        any: 'Any status',
        options: [
          { value: 'new', label: 'New' },
          { value: 'closed', label: 'Closed' },
        ],
        value: '',
        onChange: onStatus,
      },
      { kind: 'date', name: 'from', label: 'From', value: '', max: '2026-11-28', onChange: onFrom },
      {
        kind: 'search',
        name: 'q',
        label: 'Search',
        placeholder: 'Email or phone',
        maxLength: 100,
        className: 'col-span-2',
        value: '',
        onChange: onSearch,
      },
    ],
  },
} satisfies Meta<typeof StaffFilters>
export default meta
type Story = StoryObj<typeof meta>

/** Each field is labelled and applies as it changes; the form never submits. */
export const Fields: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('search', { name: 'Filter the list' })).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'closed')
    await expect(onStatus).toHaveBeenLastCalledWith('closed')
    await expect(canvas.getByLabelText('From')).toHaveAttribute('max', '2026-11-28')
    const search = canvas.getByLabelText('Search')
    await expect(search).toHaveAttribute('maxlength', '100')
    await userEvent.type(search, 'a{Enter}')
    await expect(onSearch).toHaveBeenLastCalledWith('a')
  },
}
