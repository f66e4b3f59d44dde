// The card payment sandbox's stand-in for Flutterwave Inline v3 (ADR 0009), served by the store itself while it has no
// Flutterwave keys: it defines the same `window.FlutterwaveCheckout(config)`, returning `{ close() }`, so the payment
// page runs one code path offline and live. Its modal charges a test card through the store's own sandbox
// (POST /api/payments/sandbox/charges), which records the transaction where the real adapter's verify call reads it.
// Plain browser JavaScript with no imports: the store serves this file behind the windows' shared frame
// (sandbox-modal.browser.js), in one scope. The store's Content-Security-Policy
// governs the page it runs in, so every style is set through the CSSOM (element.style, a constructed style sheet),
// never through a style attribute or a <style> element.
/* global sandboxModalKit, window, fetch, AbortController, setTimeout, clearTimeout */
;(() => {
  'use strict'

  const { COLOURS, element, button, openModal, testSummary, isBlank, isObject, formatAmount, callPage } =
    sandboxModalKit('sandbox-checkout')

  const CHARGES_URL = '/api/payments/sandbox/charges'
  /** The shopper is waiting on a local call; past this the modal says so and lets them retry or close. */
  const CHARGE_TIMEOUT_MS = 15000
  // Flutterwave's documented Mastercard test card (successful, PIN then OTP): shown so the sandbox reads like the real
  // checkout; nothing here is sent anywhere.
  const TEST_CARD = [
    ['Card number', '5531 8866 5214 2950'],
    ['Expiry', '09/32'],
    ['CVV', '564'],
    ['PIN', '3310'],
    ['OTP', '12345'],
  ]
  // spec §8: the inline checkout's parameter errors.
  const INVALID_TITLE = 'Invalid transaction parameters'
  const missing = (field) => `Required parameter missing: ${field}`
  const wrongType = (field) => `Invalid parameter type: ${field}`

  /** The modal on screen: a second checkout closes it first, as Flutterwave's own does. */
  let current = null

  /** Every problem with the config, each as one line of spec §8's wording; none means the checkout can open. */
  function problemsOf(config) {
    const problems = []
    const given = isObject(config) ? config : {}
    const check = (field, value, valid) => {
      if (isBlank(value)) problems.push(missing(field))
      else if (!valid(value)) problems.push(wrongType(field))
    }
    check('public_key', given.public_key, (value) => typeof value === 'string')
    check('tx_ref', given.tx_ref, (value) => typeof value === 'string')
    check('amount', given.amount, (value) => typeof value === 'number' && Number.isFinite(value) && value > 0)
    check('currency', given.currency, (value) => typeof value === 'string' && /^[A-Za-z]{3}$/.test(value))
    if (!isBlank(given.customer) && !isObject(given.customer)) problems.push(wrongType('customer'))
    else {
      const customer = isObject(given.customer) ? given.customer : {}
      check('customer.email', customer.email, (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value))
      if (!isBlank(customer.name) && typeof customer.name !== 'string') problems.push(wrongType('customer.name'))
    }
    check('callback', given.callback, (value) => typeof value === 'function')
    if (!isBlank(given.onclose) && typeof given.onclose !== 'function') problems.push(wrongType('onclose'))
    return problems
  }

  /** spec §8: the parameter errors, one line each, in a modal the shopper can only close. */
  function openInvalid(config, problems) {
    const onclose = isObject(config) ? config.onclose : undefined
    return openModal(
      INVALID_TITLE,
      (dialog) => {
        dialog.dataset.state = 'invalid'
        const list = element(
          'ul',
          'problems',
          {},
          { margin: '12px 0 0', paddingLeft: '20px', color: COLOURS.danger },
          problems.map((problem) => element('li', 'problem', { textContent: problem })),
        )
        dialog.append(list)
        return undefined
      },
      () => callPage(onclose, true),
    )
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

  function openCheckout(config) {
    const amountText = formatAmount(config.amount, config.currency)
    const customer = {
      email: config.customer.email,
      ...(typeof config.customer.name === 'string' && config.customer.name !== ''
        ? { name: config.customer.name }
        : {}),
    }
    let paid = false
    let inFlight

    return openModal(
      'Oja card payment sandbox',
      (dialog, modal) => {
        const setState = (state) => {
          dialog.dataset.state = state
          dialog.setAttribute('aria-busy', String(state === 'charging'))
        }
        setState('ready')

        // What the store says the payment is for (Flutterwave shows `customizations.description` the same way).
        const customizations = isObject(config.customizations) ? config.customizations : {}
        const description =
          typeof customizations.description === 'string' && customizations.description !== ''
            ? [
                element(
                  'p',
                  'description',
                  { textContent: customizations.description },
                  { margin: '4px 0 0', fontWeight: '600' },
                ),
              ]
            : []
        const summary = testSummary(dialog, amountText, customer.email, '12px 0 0')
        const card = element(
          'dl',
          'card',
          {},
          {
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: '4px 16px',
            margin: '16px 0 0',
            padding: '12px 16px',
            background: COLOURS.soft,
            borderRadius: '8px',
          },
          TEST_CARD.flatMap(([label, value]) => [
            element('dt', 'card-label', { textContent: label }, { color: COLOURS.muted }),
            element(
              'dd',
              'card-value',
              { textContent: value },
              { margin: '0', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontWeight: '600' },
            ),
          ]),
        )
        const cardCaption = element(
          'p',
          'card-caption',
          { textContent: 'Test card (Flutterwave test mode)' },
          { margin: '16px 0 0', fontWeight: '600' },
        )
        const message = element('p', 'message', {}, { margin: '16px 0 0', minHeight: '1.5em' })
        message.setAttribute('role', 'status')
        const payLabel = `Pay ${amountText}`
        const failLabel = 'Make the payment fail'
        const pay = button('pay', payLabel, 'primary')
        const fail = button('fail', failLabel, 'danger')
        const actions = element('div', 'actions', {}, { display: 'grid', gap: '8px', marginTop: '8px' }, [pay, fail])
        dialog.append(...description, summary, cardCaption, card, message, actions)

        const showMessage = (text, tone) => {
          message.textContent = text
          message.style.color = tone === 'danger' ? COLOURS.danger : tone === 'success' ? COLOURS.primary : COLOURS.text
        }

        async function charge(outcome, pressed) {
          if (inFlight || paid) return
          const controller = new AbortController()
          const timer = setTimeout(() => controller.abort(), CHARGE_TIMEOUT_MS)
          inFlight = controller
          setState('charging')
          pay.disabled = true
          fail.disabled = true
          pressed.textContent = outcome === 'successful' ? 'Paying…' : 'Failing the payment…'
          showMessage('Recording the test payment…')
          modal.keepFocus()
          let result
          let problem
          try {
            const response = await fetch(CHARGES_URL, {
              method: 'POST',
              headers: { 'content-type': 'application/json', accept: 'application/json' },
              body: JSON.stringify({
                public_key: config.public_key,
                tx_ref: config.tx_ref,
                amount: config.amount,
                currency: config.currency,
                customer,
                outcome,
              }),
              signal: controller.signal,
            })
            if (response.ok) {
              const body = await response.json()
              result = body && body.data
              if (!result || typeof result.transaction_id !== 'number')
                problem = 'The sandbox answered in a way this checkout does not read. Try again.'
            } else {
              problem =
                (await serverMessage(response)) ||
                `The sandbox could not record the payment (HTTP ${response.status}). Try again.`
            }
          } catch {
            problem =
              controller.signal.aborted && !modal.isClosed()
                ? 'The sandbox did not answer in time. Try again, or close.'
                : 'The sandbox could not be reached. Check your connection and try again, or close.'
          } finally {
            clearTimeout(timer)
            inFlight = undefined
          }
          if (modal.isClosed()) return
          pay.textContent = payLabel
          fail.textContent = failLabel
          if (problem) {
            setState('error')
            showMessage(problem, 'danger')
            pay.disabled = false
            fail.disabled = false
            pressed.focus()
            return
          }
          const successful = result.status === 'successful'
          if (successful) paid = true
          setState(successful ? 'paid' : 'failed')
          showMessage(
            successful ? 'Payment successful.' : 'The payment failed. No money was taken.',
            successful ? 'success' : 'danger',
          )
          pay.disabled = successful
          fail.disabled = successful
          if (!successful) pressed.focus()
          callPage(config.callback, {
            status: result.status,
            transaction_id: result.transaction_id,
            tx_ref: result.tx_ref,
            flw_ref: `FLW-SANDBOX-${result.transaction_id}`,
            amount: config.amount,
            currency: config.currency,
            customer,
          })
        }

        pay.addEventListener('click', () => void charge('successful', pay))
        fail.addEventListener('click', () => void charge('failed', fail))
        return pay
      },
      () => {
        // Closing mid-charge drops the answer: the shopper left, so the page hears only that the checkout closed.
        if (inFlight) inFlight.abort()
        callPage(config.onclose, !paid)
      },
    )
  }

  window.FlutterwaveCheckout = function FlutterwaveCheckout(config) {
    if (current) current.close()
    const problems = problemsOf(config)
    const modal = problems.length > 0 ? openInvalid(config, problems) : openCheckout(config)
    current = modal
    return { close: () => modal.close() }
  }
})()
