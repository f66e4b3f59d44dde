// Which bank and VTU providers the store uses: Flutterwave's with its keys (the same as card payment's), else the
// sandboxes, whose routes exist only then.
import type { FlutterwaveConfig } from '../../config'
import { flutterwaveBanks, flutterwaveVtu } from './flutterwave-wallet'
import { sandboxWalletProviders, type SandboxWalletOptions, type WalletProviders } from './sandbox-wallet'

export function walletProvidersOf({
  flutterwave,
  ...sandbox
}: SandboxWalletOptions & { flutterwave?: FlutterwaveConfig | undefined }): WalletProviders {
  if (flutterwave) return { banks: flutterwaveBanks(flutterwave), vtu: flutterwaveVtu(flutterwave) }
  return sandboxWalletProviders(sandbox)
}
