// The sandboxes' checkout windows' shared frame (ADRs 0009, 0044): served in front of each stand-in
// (sandbox-checkout.browser.js for Flutterwave Inline, sandbox-paystack.browser.js for Paystack's InlineJS) inside one
// function scope by sandbox-checkout.ts, so each window is one plain script with no imports. `sandboxModalKit(prefix)`
// gives the colours, the element and button makers (their data-slot names start with `prefix`), the scoped style sheet
// and the modal: title, close button, focus kept inside, Escape, scroll lock. Every style is set through the CSSOM
// (element.style, a constructed style sheet), never through a style attribute or a <style> element.
/* global document, CSSStyleSheet, queueMicrotask */
/* exported sandboxModalKit */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function sandboxModalKit(prefix) {
  'use strict'

  const COLOURS = {
    text: '#111827',
    muted: '#4b5563',
    line: '#d1d5db',
    surface: '#ffffff',
    soft: '#f3f4f6',
    primary: '#15803d',
    danger: '#b91c1c',
    focus: '#1d4ed8',
  }

  let idCount = 0

  const isBlank = (value) => value === undefined || value === null || value === ''
  const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

  /** ₦12,500, or ₦12,500.50 when there are kobo (spec §9: ₦ with thousands separators). */
  function formatAmount(amount, currency) {
    const digits = Number.isInteger(amount) ? 0 : 2
    try {
      return new Intl.NumberFormat('en-NG', {
        style: 'currency',
        currency: String(currency).toUpperCase(),
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(amount)
    } catch {
      return `${String(currency).toUpperCase()} ${amount.toFixed(digits)}`
    }
  }

  /** Calls the page's function without letting its failure break the window; the error still reaches the console. */
  function callPage(fn, argument) {
    if (typeof fn !== 'function') return
    try {
      fn(argument)
    } catch (error) {
      queueMicrotask(() => {
        throw error
      })
    }
  }

  // Focus rings and the disabled look need selectors, which element.style cannot hold: one
  // constructed sheet, adopted once and scoped to the sandbox's own parts.
  let sheetAdopted = false
  function adoptSheet() {
    if (sheetAdopted || !('adoptedStyleSheets' in document)) return
    sheetAdopted = true
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      `[data-slot^="${prefix}"] button:focus-visible { outline: 3px solid ${COLOURS.focus}; outline-offset: 2px; }
[data-slot^="${prefix}"] button:disabled { opacity: 0.65; cursor: progress; }
[data-slot="${prefix}-dialog"]:focus { outline: none; }`,
    )
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }

  /** An element with its slot, properties and styles, and its children (elements or text). */
  function element(tag, slot, properties, style, children) {
    const node = document.createElement(tag)
    if (slot) node.dataset.slot = `${prefix}-${slot}`
    Object.assign(node, properties || {})
    Object.assign(node.style, style || {})
    for (const child of children || []) node.append(child)
    return node
  }

  const BUTTON_STYLE = {
    font: 'inherit',
    fontWeight: '600',
    minHeight: '44px',
    padding: '10px 16px',
    borderRadius: '8px',
    cursor: 'pointer',
    width: '100%',
  }
  const button = (slot, label, look) =>
    element(
      'button',
      slot,
      { type: 'button', textContent: label },
      {
        ...BUTTON_STYLE,
        ...(look === 'primary'
          ? { background: COLOURS.primary, color: '#ffffff', border: `1px solid ${COLOURS.primary}` }
          : {
              background: COLOURS.surface,
              color: look === 'danger' ? COLOURS.danger : COLOURS.text,
              border: `1px solid ${COLOURS.line}`,
            }),
      },
    )

  /** What the window pays, as its description: the amount and the shopper's email, and that no money moves. */
  function testSummary(dialog, amountText, email, margin) {
    const summaryId = `${dialog.getAttribute('aria-labelledby')}-summary`
    dialog.setAttribute('aria-describedby', summaryId)
    return element('p', 'summary', { id: summaryId }, { margin, color: COLOURS.muted }, [
      'Test payment of ',
      element('strong', 'amount', { textContent: amountText }, { color: COLOURS.text }),
      ' for ',
      element('strong', 'email', { textContent: email }, { color: COLOURS.text, overflowWrap: 'anywhere' }),
      '. No money moves: the store records this payment in its own sandbox.',
    ])
  }

  /**
   * Opens the modal: the dialog's frame around what `build(dialog, modal)` puts in it (which may return the part to
   * focus first; the close button otherwise), and returns the modal: `close(byShopper)`, `isClosed()`, `keepFocus()`,
   * `closeButton`. `onClosed(byShopper)` runs once, after the modal is gone; `byShopper` when the shopper closed it (the
   * close button, Escape) rather than the page or the window itself.
   */
  function openModal(title, build, onClosed, { maxWidth = '420px' } = {}) {
    adoptSheet()
    const titleId = `${prefix}-title-${(idCount += 1)}`
    const previousFocus = document.activeElement
    const previousOverflow = document.documentElement.style.overflow

    const heading = element(
      'h2',
      'title',
      { id: titleId, textContent: title },
      { margin: '0', fontSize: '1.125rem', lineHeight: '1.4', fontWeight: '700' },
    )
    const closeButton = element(
      'button',
      'close',
      { type: 'button', textContent: '×' },
      {
        ...BUTTON_STYLE,
        width: '44px',
        padding: '0',
        fontSize: '1.5rem',
        lineHeight: '1',
        background: 'transparent',
        color: COLOURS.text,
        border: '1px solid transparent',
        flex: 'none',
      },
    )
    closeButton.setAttribute('aria-label', 'Close')
    const header = element(
      'div',
      'header',
      {},
      { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '8px' },
      [heading, closeButton],
    )
    const dialog = element(
      'div',
      'dialog',
      { tabIndex: -1 },
      {
        boxSizing: 'border-box',
        width: '100%',
        maxWidth,
        maxHeight: '100%',
        overflowY: 'auto',
        background: COLOURS.surface,
        color: COLOURS.text,
        borderRadius: '12px',
        padding: '20px',
        boxShadow: '0 20px 45px rgba(0, 0, 0, 0.3)',
        font: '16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
        textAlign: 'left',
      },
      [header],
    )
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-modal', 'true')
    dialog.setAttribute('aria-labelledby', titleId)
    const overlay = element(
      'div',
      'overlay',
      {},
      {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483000',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        padding: '16px',
        background: 'rgba(17, 24, 39, 0.6)',
      },
      [dialog],
    )

    let closed = false
    const focusables = () =>
      [...dialog.querySelectorAll('button, [href], input, [tabindex]:not([tabindex="-1"])')].filter(
        (node) => !node.disabled && node.getClientRects().length > 0,
      )
    // Focus stays inside while the modal is open: Tab and Shift+Tab wrap around, and focus that lands outside comes
    // back to the dialog.
    const onKeyDown = (event) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        close(true)
        return
      }
      if (event.key !== 'Tab') return
      const parts = focusables()
      if (parts.length === 0) {
        event.preventDefault()
        dialog.focus()
        return
      }
      const first = parts[0]
      const last = parts[parts.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !dialog.contains(active) || active === dialog)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    const onFocusIn = (event) => {
      if (!overlay.contains(event.target)) (focusables()[0] || dialog).focus()
    }

    function close(byShopper) {
      if (closed) return
      closed = true
      document.removeEventListener('keydown', onKeyDown, true)
      document.removeEventListener('focusin', onFocusIn, true)
      overlay.remove()
      document.documentElement.style.overflow = previousOverflow
      if (previousFocus && previousFocus.isConnected && typeof previousFocus.focus === 'function') previousFocus.focus()
      onClosed(byShopper === true)
    }

    closeButton.addEventListener('click', () => close(true))
    const modal = { close, isClosed: () => closed, keepFocus: () => dialog.focus(), closeButton }
    const initialFocus = build(dialog, modal)
    document.addEventListener('keydown', onKeyDown, true)
    document.addEventListener('focusin', onFocusIn, true)
    document.documentElement.style.overflow = 'hidden'
    document.body.append(overlay)
    ;(initialFocus || closeButton).focus()
    return modal
  }

  return {
    COLOURS,
    BUTTON_STYLE,
    adoptSheet,
    element,
    button,
    openModal,
    testSummary,
    isBlank,
    isObject,
    formatAmount,
    callPage,
  }
}
