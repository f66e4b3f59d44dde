// The panels /profile draws after the page, fetched as one file: the shopper's account for funding by bank transfer
// (docs/adr/0042), under the balance, and their swap requests and where each stands (docs/adr/0033), with the list.
export { FundByTransferPanel } from '../wallet/fund-by-transfer-panel'
export { MySwapRequestsPanel } from '../swap/my-swap-requests-panel'
