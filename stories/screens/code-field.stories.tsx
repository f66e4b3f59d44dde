// The emailed-code box shared by /verification and /forgot-password (src/screens/shell/code-field.tsx). Its pages'
// screenshots show it in place, so its own stories are not screenshotted again.
import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { accountMessages } from '@/domain/account-forms'
import { CodeField } from '@/screens/shell/code-field'

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [code, setCode] = useState(initial)
  return (
    <div className="max-w-sm p-4">
      <CodeField label="Verification code" code={code} error={error} onCodeChange={setCode} />
    </div>
  )
}

const meta = {
  title: 'Screens/CodeField',
  component: Harness,
  parameters: { visual: { skip: true } },
} satisfies Meta<typeof Harness>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('Verification code')
    await expect(box).toHaveValue('')
    await expect(box).toHaveAttribute('autocomplete', 'one-time-code')
    await expect(canvas.getByText(accountMessages.codeLength)).toBeVisible()
  },
}

// A pasted code loses the spaces it brought along, and the box takes 5 characters at most.
export const Typing: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByLabelText('Verification code')
    await userEvent.click(box)
    await userEvent.paste(' AB12')
    await expect(box).toHaveValue('AB12')
    await userEvent.type(box, 'C9')
    await expect(box).toHaveValue('AB12C')
  },
}

export const WithError: Story = {
  args: { initial: 'AB12', error: 'That code is not right' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Verification code')).toHaveValue('AB12')
    await expect(canvas.getByText('That code is not right')).toBeVisible()
  },
}
