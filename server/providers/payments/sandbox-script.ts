// A sandbox checkout window as the browser gets it (ADRs 0009, 0044): the shared frame (sandbox-modal.browser.js) and
// the stand-in (sandbox-checkout.browser.js or sandbox-paystack.browser.js) in one function scope, so the frame's
// `sandboxModalKit` is the stand-in's alone and two windows on one page do not meet. No Node imports: the card
// sandbox's stories compose it the same way in the browser.
export function composeSandboxScript(frame: string, standIn: string): string {
  return `;(() => {\n${frame}\n${standIn}\n})()\n`
}
