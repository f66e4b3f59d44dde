// Deleting an account (docs/adr/0026; Nigeria Data Protection Act 2023, the right to erasure): the shopper confirms with
// the account's email; it is refused while money is in flight or left in the wallet, and otherwise the account's
// personal data is erased or anonymised in one transaction, every session ends and the shopper's own address is told.
import {
  ACCOUNT_DELETED,
  DELETE_CONFIRMATION_MISMATCH,
  DELETE_REFUSED_ORDER,
  DELETE_REFUSED_PAYMENT,
  DELETE_REFUSED_REFUND,
  DELETE_REFUSED_WITHDRAWAL,
  deleteRefusedBalanceMessage,
} from '../../src/domain/account-recovery'
import type { AccountDeletionRepo, DeletionRefusal } from '../db/repos/account-deletion.repo'
import type { UserRecord } from '../db/repos/users.repo'
import { DomainError } from '../errors'
import type { Mailer } from '../providers/mail/mailer'
import type { SessionsService } from './sessions'

/** How long a card payment (an order's or a funding's) counts as on its way: a checkout left longer is abandoned. */
export const PAYMENT_IN_FLIGHT_MS = 60 * 60 * 1000

function refusalMessage(refusal: DeletionRefusal): string {
  switch (refusal.reason) {
    case 'payout':
      return DELETE_REFUSED_WITHDRAWAL
    case 'payment':
      return DELETE_REFUSED_PAYMENT
    case 'order':
      return DELETE_REFUSED_ORDER
    case 'refund':
      return DELETE_REFUSED_REFUND
    case 'balance':
      return deleteRefusedBalanceMessage(refusal.balanceKobo)
  }
}

const deletedEmail = {
  subject: 'Your Oja account has been deleted',
  text: [
    `${ACCOUNT_DELETED}.`,
    '',
    'Your name, addresses, lists and sign-in details are gone; your orders and wallet records are kept without them, as the law on keeping accounts requires. You can sign up again with this address at any time.',
    '',
    'If you did not ask for this, reply to this email.',
  ].join('\n'),
}

export function accountDeletionService({
  deletions,
  sessions,
  mailer,
  now = () => new Date(),
  log,
}: {
  deletions: AccountDeletionRepo
  sessions: SessionsService
  mailer: Mailer
  now?: () => Date
  log: { error(details: object, message: string): void }
}) {
  return {
    /** deleteAccount: the typed email must be the account's (any case). */
    async deleteAccount(user: UserRecord, confirmEmail: string): Promise<void> {
      if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase())
        throw new DomainError('invalid', DELETE_CONFIRMATION_MISMATCH, 'email')
      const at = now()
      const result = await deletions.delete({
        userId: user.id,
        now: at,
        paymentsSince: new Date(at.getTime() - PAYMENT_IN_FLIGHT_MS),
      })
      if (result.outcome === 'gone') throw new DomainError('conflict', ACCOUNT_DELETED)
      if (result.outcome === 'refused') throw new DomainError('conflict', refusalMessage(result))
      await sessions.endAll(user.id, 'accountDeleted')
      // To the address the account had: the only one the shopper reads (the account's is now a .invalid one).
      try {
        await mailer.send({ to: result.user.email, ...deletedEmail })
      } catch (error) {
        log.error({ err: error, userId: user.id }, 'the account-deleted email could not be sent')
      }
    },
  }
}

export type AccountDeletionService = ReturnType<typeof accountDeletionService>
