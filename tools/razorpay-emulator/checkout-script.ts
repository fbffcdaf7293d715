/**
 * A stand-in for https://checkout.razorpay.com/v1/checkout.js: `new Razorpay(options).open()` shows
 * a test payment dialog in the page (real Checkout shows an iframe), posts to the emulator's
 * /emulator/pay and calls `options.handler({razorpay_payment_id, razorpay_order_id,
 * razorpay_signature})`. Plain ES5 with no dependencies, so any page can load it; merchant text is
 * set with textContent, never parsed as HTML. `on('payment.failed', cb)`, `close()` and
 * `modal.ondismiss` behave as documented for the real script.
 */
const SCRIPT = `(function () {
  'use strict';
  var current = document.currentScript;
  var ORIGIN = current && current.src ? new URL(current.src).origin : __FALLBACK_ORIGIN__;
  var TEST_CARD = '4111 1111 1111 1111';
  var instances = 0;

  function formatAmount(amount, currency) {
    try {
      var format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency });
      return format.format(amount / Math.pow(10, format.resolvedOptions().maximumFractionDigits));
    } catch (error) {
      return currency + ' ' + (amount / 100).toFixed(2);
    }
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) { node.setAttribute(name, attributes[name]); });
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  var BUTTON = 'font:inherit;padding:10px 16px;border-radius:6px;cursor:pointer;';

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: options.key is required');
    this.options = options;
    this.listeners = {};
    this.backdrop = null;
    this.returnFocus = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.close = function () {
    if (!this.backdrop) return;
    this.backdrop.parentNode.removeChild(this.backdrop);
    this.backdrop = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    if (this.backdrop) return this;
    var self = this;
    var options = this.options;
    var prefill = options.prefill || {};
    var fieldId = 'rzp-emulator-card-' + (instances += 1);
    this.returnFocus = document.activeElement;

    var backdrop = element('div', {
      style: 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;' +
        'background:rgba(0,0,0,0.55);font:16px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;'
    });
    var dialog = element('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Razorpay test checkout',
      style: 'background:#fff;color:#1b1b1b;border-radius:10px;padding:24px;width:min(380px,calc(100vw - 32px));' +
        'box-sizing:border-box;box-shadow:0 12px 40px rgba(0,0,0,0.35);'
    });
    dialog.appendChild(element('p', { style: 'margin:0 0 8px;font-size:13px;color:#8a4b00;' },
      'Test mode: the Razorpay emulator, no money moves'));
    dialog.appendChild(element('h2', { style: 'margin:0 0 4px;font-size:20px;' }, options.name || 'Payment'));
    if (options.description) dialog.appendChild(element('p', { style: 'margin:0 0 8px;' }, options.description));
    var amount = Number(options.amount);
    if (options.amount !== undefined && !isNaN(amount)) {
      var amountLine = element('p', { style: 'margin:0 0 16px;' }, 'Amount: ');
      amountLine.appendChild(element('strong', {}, formatAmount(amount, options.currency || 'INR')));
      dialog.appendChild(amountLine);
    }

    var form = element('form', { novalidate: '' });
    form.appendChild(element('label', { for: fieldId, style: 'display:block;margin-bottom:4px;' }, 'Card number'));
    var card = element('input', {
      id: fieldId, name: 'card_number', inputmode: 'numeric', autocomplete: 'cc-number',
      style: 'font:inherit;width:100%;box-sizing:border-box;padding:8px;border:1px solid #767676;border-radius:6px;'
    });
    card.value = TEST_CARD;
    form.appendChild(card);
    form.appendChild(element('p', { style: 'margin:6px 0 12px;font-size:13px;color:#555;' },
      '4111 1111 1111 1111 succeeds; 4000 0000 0000 0002 is declined.'));
    var status = element('p', { role: 'alert', style: 'margin:0 0 12px;color:#b00020;min-height:1.4em;' });
    form.appendChild(status);
    var actions = element('div', { style: 'display:flex;gap:8px;justify-content:flex-end;' });
    var cancel = element('button', { type: 'button', style: BUTTON + 'background:#fff;border:1px solid #767676;' }, 'Cancel');
    var submit = element('button', { type: 'submit', style: BUTTON + 'background:#0b5bd3;color:#fff;border:0;' }, 'Pay');
    actions.appendChild(cancel);
    actions.appendChild(submit);
    form.appendChild(actions);
    dialog.appendChild(form);
    backdrop.appendChild(dialog);

    function setBusy(isBusy) {
      submit.disabled = isBusy;
      cancel.disabled = isBusy;
      form.setAttribute('aria-busy', isBusy ? 'true' : 'false');
    }

    cancel.addEventListener('click', function () { self.dismiss(); });
    dialog.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && !submit.disabled) { event.preventDefault(); self.dismiss(); }
      if (event.key !== 'Tab') return;
      var focusable = [card, cancel, submit].filter(function (node) { return !node.disabled; });
      var first = focusable[0];
      var last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    });
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      setBusy(true);
      status.textContent = '';
      fetch(ORIGIN + '/emulator/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          key_id: options.key, order_id: options.order_id, card_number: card.value,
          email: prefill.email, contact: prefill.contact, description: options.description
        })
      }).then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      }).then(function (result) {
        if (result.ok) {
          self.close();
          if (typeof options.handler === 'function') options.handler(result.body);
          return;
        }
        var error = (result.body && result.body.error) || { description: 'Payment failed' };
        status.textContent = error.description;
        setBusy(false);
        self.emit('payment.failed', { error: error });
      }).catch(function () {
        status.textContent = 'Could not reach the Razorpay emulator at ' + ORIGIN + '.';
        setBusy(false);
      });
    });

    document.body.appendChild(backdrop);
    this.backdrop = backdrop;
    card.focus();
    return this;
  };

  window.Razorpay = Razorpay;
})();
`;

/** The script, with the emulator's origin as seen by the browser in case `currentScript` is unavailable. */
export function checkoutScript(fallbackOrigin: string): string {
  return SCRIPT.replace('__FALLBACK_ORIGIN__', JSON.stringify(fallbackOrigin));
}
