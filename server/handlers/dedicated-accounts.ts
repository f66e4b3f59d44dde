// The dedicated account sandbox's 'send a transfer' (ADR 0042); 404 while accounts are opened by a real gateway.
import { exactNairaToKobo } from '../../src/domain/money'
import { DomainError, NOT_FOUND_MESSAGE } from '../errors'
import type { StoreDedicatedAccounts } from '../areas/dedicated-accounts'
import { walletErrors } from '../services/wallet'
import { type Handlers } from './handler'

export const UNKNOWN_ACCOUNT_MESSAGE = 'No wallet has this account number'

export function dedicatedAccountHandlers(dedicated: StoreDedicatedAccounts | undefined) {
  return {
    async sendSandboxTransfer(request, reply) {
      const sandbox = dedicated?.sandbox
      if (!dedicated || !sandbox) throw new DomainError('notFound', NOT_FOUND_MESSAGE)
      const amountKobo = exactNairaToKobo(request.body.amount)
      if (amountKobo === null) throw new DomainError('invalid', walletErrors.wholeKobo, 'amount')
      const account = await dedicated.service.accountByNumber(request.body.accountNumber)
      if (!account) throw new DomainError('notFound', UNKNOWN_ACCOUNT_MESSAGE)
      const { reference, event } = sandbox.sendTransfer(account, amountKobo)
      const outcome = await dedicated.service.creditTransfer(event)
      reply.code(201)
      return { data: { reference, credited: outcome === 'credited' } }
    },
  } satisfies Handlers
}
