// The Paystack sandbox's stand-in for Paystack's inline checkout, InlineJS v2 (docs/adr/0044), served by the store
// itself while Paystack runs in its sandbox: it defines the same `window.PaystackPop`, so the payment page runs one code
// path offline and live.
// - `new PaystackPop().resumeTransaction(accessCode, callbacks)` opens a modal that reads the transaction the store
//   initialized (GET /api/payments/sandbox/paystack/transactions/{accessCode}) and pays it by card, bank transfer or
//   USSD (POST /api/payments/sandbox/paystack/charges). It returns the popup's transaction, which
//   `cancelTransaction(transaction)` closes.
// - `paymentRequest(options)` mounts an Apple Pay button in the page's container when the device has Apple Pay, and runs
//   Apple Pay JS with the sandbox's two Apple Pay calls (spec §7: validate session, then charge).
// Plain browser JavaScript with no imports: the store serves this file behind the windows' shared frame
// (sandbox-modal.browser.js), in one scope. Every style is set through the CSSOM
// (element.style, a constructed style sheet), never through a style attribute or a <style> element.
/* global sandboxModalKit, window, document, fetch, location, AbortController, setTimeout, clearTimeout */
;(() => {
  'use strict'

  const {
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
  } = sandboxModalKit('sandbox-paystack')

  const API = '/api/payments/sandbox/paystack'
  /** The shopper is waiting on a local call; past this the modal says so and lets them retry or close. */
  const CALL_TIMEOUT_MS = 15000
  /** What the Apple Pay sheet and the merchant validation call name as the merchant. */
  const DISPLAY_NAME = 'Oja'
  // Paystack's documented test card (successful, no further authentication): shown so the sandbox reads like the real
  // checkout; nothing here is sent anywhere.
  const TEST_CARD = [
    ['Card number', '4084 0840 8408 4081', true],
    ['Expiry', 'Any future date'],
    ['CVV', '408', true],
  ]
  // spec §8: the inline popup's parameter errors, and the wallet (Apple Pay) texts.
  const INVALID_TITLE = 'Invalid transaction parameters'
  const missing = (field) => `Required parameter missing: ${field}`
  const wrongType = (field) => `Invalid parameter type: ${field}`
  const APPLE_PAY_FAILED =
    'An error occurred while paying with Apple Pay. Please try again or use another payment method.'
  const NO_WALLET = 'No wallet payment method is available on this device'
  const NO_CONTAINER = 'Container to mount elements was not provided'

  const CHANNELS = {
    card: { tab: 'Card', outcome: 'Pay' },
    bank_transfer: { tab: 'Transfer', outcome: "I've sent the money" },
    ussd: { tab: 'USSD', outcome: "I've dialled the code" },
  }

  /** The popup on screen: a second one closes it first, as Paystack's own does. */
  let current = null

  /** A number of `length` digits drawn from the text, the same every time: the sandbox's transfer account and USSD code. */
  function digitsOf(text, length) {
    let hash = 2166136261
    for (const char of String(text)) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0
    let digits = ''
    while (digits.length < length) {
      hash = Math.imul(hash ^ (hash >>> 13), 2654435761) >>> 0
      digits += String(hash % 10)
    }
    return digits
  }

  /** The server's first message from an error answer, if it sent one in the store's envelope. */
  async function serverMessage(response) {
    try {
      const body = await response.json()
      const first = body && Array.isArray(body.errors) ? body.errors[0] : undefined
      return first && typeof first.message === 'string' && first.message !== '' ? first.message : undefined
    } catch {
      return undefined
    }
  }

  /**
   * One call to the sandbox, given up after CALL_TIMEOUT_MS or when `signal` aborts: `{ data }` on success, else
   * `{ status, problem }` with the text the shopper is shown (`status` 0 when there was no answer).
   */
  async function call(method, path, body, signal) {
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), CALL_TIMEOUT_MS)
    const abort = () => controller.abort()
    if (signal) signal.addEventListener('abort', abort, { once: true })
    try {
      const response = await fetch(`${API}${path}`, {
        method,
        headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: controller.signal,
      })
      if (!response.ok) {
        const message = await serverMessage(response)
        return {
          status: response.status,
          problem: message || `The sandbox could not do this (HTTP ${response.status}). Try again.`,
        }
      }
      const answer = await response.json()
      if (!answer || !isObject(answer.data))
        return { status: response.status, problem: 'The sandbox answered in a way this checkout does not read.' }
      return { data: answer.data }
    } catch {
      return {
        status: 0,
        problem:
          controller.signal.aborted && !(signal && signal.aborted)
            ? 'The sandbox did not answer in time. Try again, or close.'
            : 'The sandbox could not be reached. Check your connection and try again, or close.',
      }
    } finally {
      clearTimeout(timer)
      if (signal) signal.removeEventListener('abort', abort)
    }
  }

  /** What Paystack's onSuccess receives. */
  const successOf = (id, reference) => ({
    id,
    reference,
    trxref: reference,
    status: 'success',
    message: 'Approved',
    trans: String(id),
    transaction: String(id),
  })

  /** The popup's transaction, as `resumeTransaction` returns it. */
  function popupTransaction(id, getStatus, cancel) {
    const transaction = { id, getStatus }
    Object.defineProperty(transaction, 'cancel', { value: cancel, enumerable: false })
    return transaction
  }

  const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: '600' }

  /**
   * A definition list of label and value pairs on the soft panel, one row each: the value moves under its label when
   * the two do not fit side by side (a 375 px phone). A pair's third item marks a value to type or dial (monospace).
   */
  const details = (slot, pairs) =>
    element(
      'dl',
      slot,
      {},
      { margin: '12px 0 0', padding: '12px 16px', background: COLOURS.soft, borderRadius: '8px' },
      pairs.map(([label, value, typed]) =>
        element(
          'div',
          'detail',
          {},
          { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: '16px', padding: '2px 0' },
          [
            element('dt', 'detail-label', { textContent: label }, { color: COLOURS.muted }),
            element(
              'dd',
              'detail-value',
              { textContent: value },
              { margin: '0', fontWeight: '600', ...(typed ? { ...MONO, whiteSpace: 'nowrap' } : {}) },
            ),
          ],
        ),
      ),
    )

  /** The popup's frame (sandbox-modal.browser.js), kept as the one on screen; it takes the focus on its close button. */
  function openPopup(title, build, onClosed) {
    const modal = openModal(title, (dialog, opened) => void build(dialog, opened), onClosed, { maxWidth: '440px' })
    current = modal
    return modal
  }

  /** spec §8: the parameter errors, one line each, in a modal the shopper can only close. */
  function openInvalid(problems, callbacks) {
    const message = `${INVALID_TITLE}: ${problems.join('; ')}`
    return openPopup(
      INVALID_TITLE,
      (dialog) => {
        dialog.dataset.state = 'invalid'
        dialog.append(
          element(
            'ul',
            'problems',
            {},
            { margin: '12px 0 0', paddingLeft: '20px', color: COLOURS.danger },
            problems.map((problem) => element('li', 'problem', { textContent: problem })),
          ),
        )
      },
      () => callPage(callbacks.onError, { message }),
    )
  }

  /** The channel panels: what the shopper is shown for each way to pay, and its buttons. */
  function channelPanel(channel, transaction, amountText) {
    if (channel === 'card')
      return {
        intro: 'Pay with Paystack’s test card:',
        pairs: TEST_CARD,
        pay: `Pay ${amountText}`,
      }
    if (channel === 'bank_transfer')
      return {
        intro: `Transfer exactly ${amountText} to this account:`,
        pairs: [
          ['Bank', 'Paystack-Titan (sandbox)'],
          ['Account number', digitsOf(transaction.reference, 10), true],
          ['Account name', `${DISPLAY_NAME} Checkout`],
          ['Amount', amountText],
        ],
        pay: CHANNELS.bank_transfer.outcome,
      }
    return {
      intro: 'Dial this code on the phone linked to your bank account:',
      pairs: [
        ['Bank', 'Guaranty Trust Bank'],
        ['Code', `*737*000*${digitsOf(transaction.reference, 6)}#`, true],
        ['Amount', amountText],
      ],
      pay: CHANNELS.ussd.outcome,
    }
  }

  /** The checkout for a transaction: loading, then a tab per channel, each paying through the sandbox. */
  function openCheckout(accessCode, callbacks) {
    let status = 'pending'
    const id = Number(digitsOf(accessCode, 9))
    let reported = false
    const stopCalls = new AbortController()

    const checkout = openPopup(
      'Paystack sandbox checkout',
      (dialog, modal) => {
        const setState = (state) => {
          dialog.dataset.state = state
          dialog.setAttribute('aria-busy', String(state === 'loading' || state === 'charging'))
        }
        const body = element('div', 'body', {}, { marginTop: '12px' })
        const message = element('p', 'message', {}, { margin: '0' })
        message.setAttribute('role', 'status')
        const showMessage = (text, tone) => {
          message.textContent = text
          message.style.marginTop = text === '' ? '0' : '12px'
          message.style.color = tone === 'danger' ? COLOURS.danger : tone === 'success' ? COLOURS.primary : COLOURS.text
        }
        // Below the message: what the shopper can do about it (try loading again).
        const footer = element('div', 'footer')
        dialog.append(body, message, footer)

        async function load() {
          setState('loading')
          body.replaceChildren()
          footer.replaceChildren()
          showMessage('Loading the payment…')
          const answer = await call(
            'GET',
            `/transactions/${encodeURIComponent(accessCode)}`,
            undefined,
            stopCalls.signal,
          )
          if (modal.isClosed()) return
          if (answer.problem) {
            setState('error')
            status = 'error'
            const problem = answer.status === 404 ? 'The sandbox has no payment for this access code.' : answer.problem
            showMessage(problem, 'danger')
            if (answer.status !== 404) {
              const retry = button('retry', 'Try again')
              retry.addEventListener('click', () => void load())
              retry.style.marginTop = '12px'
              footer.replaceChildren(retry)
              retry.focus()
            } else if (!reported) {
              reported = true
              callPage(callbacks.onError, { message: problem })
            }
            return
          }
          showReady(answer.data)
        }

        function showReady(transaction) {
          const amountText = formatAmount(transaction.amountKobo / 100, transaction.currency)
          const summary = testSummary(dialog, amountText, transaction.email, '0')
          if (transaction.status !== 'ongoing') {
            setState('ended')
            status = transaction.status
            body.replaceChildren(summary)
            showMessage('This payment has already ended. Close this window.', 'danger')
            return
          }
          const offered = (Array.isArray(transaction.channels) ? transaction.channels : []).filter(
            (channel) => channel in CHANNELS,
          )
          const tablist = element(
            'div',
            'tablist',
            {},
            {
              display: 'grid',
              gridTemplateColumns: `repeat(${Math.max(offered.length, 1)}, minmax(0, 1fr))`,
              gap: '4px',
              marginTop: '16px',
              padding: '4px',
              background: COLOURS.soft,
              borderRadius: '10px',
            },
          )
          tablist.setAttribute('role', 'tablist')
          tablist.setAttribute('aria-label', 'How to pay')
          const tabs = []
          const panels = []
          const actions = []
          offered.forEach((channel, index) => {
            const tabId = `${summary.id}-tab-${channel}`
            const panelId = `${summary.id}-panel-${channel}`
            const tab = element(
              'button',
              'tab',
              { type: 'button', id: tabId, textContent: CHANNELS[channel].tab },
              {
                ...BUTTON_STYLE,
                padding: '8px',
                background: 'transparent',
                color: COLOURS.muted,
                border: '1px solid transparent',
              },
            )
            tab.dataset.channel = channel
            tab.setAttribute('role', 'tab')
            tab.setAttribute('aria-controls', panelId)
            const shown = channelPanel(channel, transaction, amountText)
            const pay = button('pay', shown.pay, 'primary')
            const fail = button('fail', 'Fail this payment', 'danger')
            pay.dataset.channel = channel
            fail.dataset.channel = channel
            pay.addEventListener('click', () => void charge(channel, 'success', pay))
            fail.addEventListener('click', () => void charge(channel, 'failed', fail))
            actions.push(pay, fail)
            const panel = element('div', 'panel', { id: panelId }, { marginTop: '12px' }, [
              element('p', 'intro', { textContent: shown.intro }, { margin: '0', fontWeight: '600' }),
              details('details', shown.pairs),
              element('div', 'actions', {}, { display: 'grid', gap: '8px', marginTop: '16px' }, [pay, fail]),
            ])
            panel.dataset.channel = channel
            panel.setAttribute('role', 'tabpanel')
            panel.setAttribute('aria-labelledby', tabId)
            tab.addEventListener('click', () => select(index, false))
            tabs.push(tab)
            panels.push(panel)
            tablist.append(tab)
          })
          // The tabs are one stop for Tab; the arrow keys, Home and End move between them (WAI-ARIA tabs pattern).
          tablist.addEventListener('keydown', (event) => {
            const at = tabs.indexOf(document.activeElement)
            if (at < 0) return
            const next =
              event.key === 'ArrowRight'
                ? (at + 1) % tabs.length
                : event.key === 'ArrowLeft'
                  ? (at - 1 + tabs.length) % tabs.length
                  : event.key === 'Home'
                    ? 0
                    : event.key === 'End'
                      ? tabs.length - 1
                      : -1
            if (next < 0) return
            event.preventDefault()
            select(next, true)
          })
          function select(index, focus) {
            tabs.forEach((tab, at) => {
              const selected = at === index
              tab.setAttribute('aria-selected', String(selected))
              Object.assign(tab.style, {
                background: selected ? COLOURS.surface : 'transparent',
                color: selected ? COLOURS.text : COLOURS.muted,
                borderColor: selected ? COLOURS.line : 'transparent',
                boxShadow: selected ? '0 1px 2px rgba(0, 0, 0, 0.12)' : 'none',
              })
              tab.tabIndex = selected ? 0 : -1
              panels[at].hidden = !selected
            })
            if (focus) tabs[index].focus()
          }
          body.replaceChildren(summary, tablist, ...panels)
          select(0, false)
          setState('ready')
          showMessage('')
          callPage(callbacks.onLoad, { id, accessCode, customer: { email: transaction.email } })

          async function charge(channel, outcome, pressed) {
            if (status === 'charging' || status === 'success' || status === 'failed') return
            const label = pressed.textContent
            status = 'charging'
            setState('charging')
            for (const action of actions) action.disabled = true
            pressed.textContent = outcome === 'success' ? 'Paying…' : 'Failing the payment…'
            showMessage('Recording the test payment…')
            modal.keepFocus()
            const answer = await call(
              'POST',
              '/charges',
              { access_code: accessCode, channel, outcome },
              stopCalls.signal,
            )
            if (modal.isClosed()) return
            pressed.textContent = label
            if (answer.problem && answer.status !== 409) {
              status = 'pending'
              setState('error')
              showMessage(answer.problem, 'danger')
              for (const action of actions) action.disabled = false
              pressed.focus()
              return
            }
            if (answer.problem) {
              status = 'ended'
              setState('ended')
              showMessage(answer.problem, 'danger')
              reported = true
              callPage(callbacks.onError, { message: answer.problem })
              return
            }
            const result = answer.data
            reported = true
            // The payment has ended: only what happened, and the close button, are left.
            tablist.style.display = 'none'
            for (const panel of panels) panel.hidden = true
            if (result.status === 'success') {
              status = 'success'
              setState('paid')
              showMessage('Payment successful.', 'success')
              modal.closeButton.focus()
              callPage(callbacks.onSuccess, successOf(id, result.reference))
            } else {
              status = 'failed'
              setState('failed')
              const text = 'The payment failed. No money was taken.'
              showMessage(text, 'danger')
              modal.closeButton.focus()
              callPage(callbacks.onError, { message: text })
            }
          }
        }

        void load()
      },
      (byShopper) => {
        // Closing mid-call drops the answer: the shopper left, so the page hears only that they cancelled.
        stopCalls.abort()
        if (byShopper && !reported) callPage(callbacks.onCancel)
      },
    )
    return popupTransaction(
      id,
      () => ({ status: status === 'charging' || status === 'pending' ? 'pending' : status, id: String(id) }),
      () => checkout.close(false),
    )
  }

  /** The access code's problems, in spec §8's wording. */
  function accessCodeProblems(accessCode) {
    if (isBlank(accessCode)) return [missing('accessCode')]
    if (typeof accessCode !== 'string') return [wrongType('accessCode')]
    return []
  }

  /** The page's container: an element, or the id or selector of one. */
  function containerOf(container) {
    if (typeof window.HTMLElement === 'function' && container instanceof window.HTMLElement)
      return container.isConnected ? container : null
    if (typeof container !== 'string' || container === '') return null
    try {
      return document.getElementById(container) || document.querySelector(container)
    } catch {
      return null
    }
  }

  /** Whether the device has Apple Pay, as Apple Pay JS says. */
  function hasApplePay() {
    const session = window.ApplePaySession
    if (typeof session !== 'function' || typeof session.canMakePayments !== 'function') return false
    try {
      return session.canMakePayments() === true
    } catch {
      return false
    }
  }

  /** The paymentRequest options' problems, in spec §8's wording. */
  function paymentRequestProblems(options) {
    const problems = []
    const check = (field, value, valid) => {
      if (isBlank(value)) problems.push(missing(field))
      else if (!valid(value)) problems.push(wrongType(field))
    }
    check('key', options.key, (value) => typeof value === 'string')
    check('email', options.email, (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value))
    check('amount', options.amount, (value) => Number.isInteger(value) && value > 0)
    check('accessCode', options.accessCode, (value) => typeof value === 'string')
    if (!isBlank(options.currency) && !(typeof options.currency === 'string' && /^[A-Za-z]{3}$/.test(options.currency)))
      problems.push(wrongType('currency'))
    return problems
  }

  /** The Apple Pay button's look: black (or white on the dark theme's opposite), from the page's `styles`. */
  function applePayButton(options) {
    const styles = isObject(options.styles) ? options.styles : isObject(options.style) ? options.style : {}
    const own = isObject(styles.applePay) ? styles.applePay : {}
    const light = styles.theme === 'light'
    const pick = (key) => (typeof own[key] === 'string' ? { [key]: own[key] } : {})
    const node = element(
      'button',
      'apple-pay',
      { type: 'button', textContent: 'Pay with Apple Pay' },
      {
        ...BUTTON_STYLE,
        minHeight: '48px',
        background: light ? '#ffffff' : '#000000',
        color: light ? '#000000' : '#ffffff',
        border: '1px solid #000000',
        ...pick('width'),
        ...pick('height'),
        ...pick('borderRadius'),
        ...pick('margin'),
        ...pick('padding'),
      },
    )
    return node
  }

  /** The Apple Pay button in the page's container, running Apple Pay JS with the sandbox's two calls (spec §7). */
  function mountApplePay(popup, options, container) {
    adoptSheet()
    const currency = typeof options.currency === 'string' ? options.currency.toUpperCase() : 'NGN'
    let status = 'pending'
    let session
    const node = applePayButton(options)
    const fail = () => {
      status = 'pending'
      node.disabled = false
      callPage(options.onError, { message: APPLE_PAY_FAILED })
    }
    node.addEventListener('click', () => {
      if (status !== 'pending') return
      const Session = window.ApplePaySession
      // spec §9: Apple Pay in Nigeria, on Visa and Mastercard; Apple Pay JS takes the amount in naira.
      const request = {
        countryCode: 'NG',
        currencyCode: currency,
        supportedNetworks: ['visa', 'masterCard'],
        merchantCapabilities: ['supports3DS'],
        total: { label: DISPLAY_NAME, amount: (options.amount / 100).toFixed(2), type: 'final' },
      }
      try {
        session = new Session(3, request)
      } catch {
        fail()
        return
      }
      status = 'paying'
      node.disabled = true
      const calls = new AbortController()
      session.onvalidatemerchant = async (event) => {
        const answer = await call(
          'POST',
          '/apple-pay/session',
          {
            transaction: options.accessCode,
            sessionUrl: event.validationURL,
            displayName: DISPLAY_NAME,
            domainName: location.hostname,
          },
          calls.signal,
        )
        if (status !== 'paying') return
        if (answer.problem || !isObject(answer.data.merchantSession)) {
          try {
            session.abort()
          } catch {
            // The sheet is already gone.
          }
          fail()
          return
        }
        session.completeMerchantValidation(answer.data.merchantSession)
      }
      session.onpaymentauthorized = async (event) => {
        const answer = await call(
          'POST',
          '/apple-pay/charge',
          { transaction: options.accessCode, paymentObject: event.payment },
          calls.signal,
        )
        if (status !== 'paying') return
        const paid = !answer.problem && answer.data.status === 'success'
        const outcome = paid ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE
        session.completePayment({ status: outcome === undefined ? (paid ? 0 : 1) : outcome })
        if (!paid) {
          fail()
          return
        }
        status = 'success'
        callPage(options.onSuccess, successOf(Number(digitsOf(options.accessCode, 9)), answer.data.reference))
      }
      session.oncancel = () => {
        if (status !== 'paying') return
        calls.abort()
        status = 'pending'
        node.disabled = false
        callPage(options.onCancel)
      }
      session.begin()
    })
    container.append(node)
    // Paystack's optional button for the other channels opens the popup for the same transaction.
    const other = containerOf(options.loadPaystackCheckoutButton)
    const openOther = () => popup.resumeTransaction(options.accessCode, options)
    if (other) other.addEventListener('click', openOther)
    return popupTransaction(
      Number(digitsOf(options.accessCode, 9)),
      () => ({ status }),
      () => {
        status = 'cancelled'
        node.remove()
        if (other) other.removeEventListener('click', openOther)
      },
    )
  }

  function PaystackPop() {
    if (!(this instanceof PaystackPop)) return new PaystackPop()
  }

  PaystackPop.prototype.isLoaded = () => true

  PaystackPop.prototype.resumeTransaction = function resumeTransaction(accessCode, callbacks) {
    const given = isObject(callbacks) ? callbacks : {}
    if (current) current.close(false)
    const problems = accessCodeProblems(accessCode)
    if (problems.length > 0) {
      const modal = openInvalid(problems, given)
      return popupTransaction(
        0,
        () => ({ status: 'error' }),
        () => modal.close(false),
      )
    }
    return openCheckout(accessCode, given)
  }

  PaystackPop.prototype.cancelTransaction = function cancelTransaction(transaction) {
    if (isObject(transaction) && typeof transaction.cancel === 'function') transaction.cancel()
    else if (current) current.close(false)
  }

  PaystackPop.prototype.paymentRequest = async function paymentRequest(options) {
    const given = isObject(options) ? options : {}
    const unavailable = (message) => {
      callPage(given.onError, { message })
      callPage(given.onElementsMount, null)
      return popupTransaction(
        0,
        () => ({ status: 'error' }),
        () => undefined,
      )
    }
    const container = containerOf(given.container)
    if (!container) return unavailable(NO_CONTAINER)
    const problems = paymentRequestProblems(given)
    if (problems.length > 0) return unavailable(`${INVALID_TITLE}: ${problems.join('; ')}`)
    if (!hasApplePay()) return unavailable(NO_WALLET)
    const transaction = mountApplePay(this, given, container)
    callPage(given.onElementsMount, { applePay: true })
    return transaction
  }

  window.PaystackPop = PaystackPop
})()
