/**
 * What the server says to a member, in Hindi: its answers are English (one contract for every client),
 * so a member page reading Hindi looks each one up here; anything not here is shown as the server wrote
 * it. server-hi.test.ts checks every key is a message the server really sends.
 */
export const SERVER_HI: Record<string, string> = {
  'Nothing is due on your flat': 'आपके फ़्लैट पर कुछ भी बकाया नहीं है',
  'This business does not take payments online yet': 'यह सोसाइटी अभी ऑनलाइन भुगतान नहीं लेती',
  'Online payment is not available right now, please try again later':
    'ऑनलाइन भुगतान अभी उपलब्ध नहीं है, कृपया थोड़ी देर बाद कोशिश करें',
  'This invoice has been replaced by a new one including the late fee; please pay the new invoice':
    'इस बिल की जगह विलंब शुल्क सहित नया बिल जारी हुआ है; कृपया नया बिल चुकाएँ',
  'This invoice has nothing left to pay': 'इस बिल पर कुछ भी बकाया नहीं है',
  'The amount due is below the smallest online payment (1.00)':
    'बकाया राशि सबसे छोटे ऑनलाइन भुगतान (1.00) से कम है',
  'Payment could not be confirmed, it will be checked again':
    'भुगतान की पुष्टि अभी नहीं हो सकी, इसे फिर से जाँचा जाएगा',
  'Payment could not be verified': 'भुगतान की पुष्टि नहीं हो सकी',
  'Your payment was received but the invoice was already settled; the business will contact you':
    'आपका भुगतान मिल गया, पर बिल पहले ही चुकाया जा चुका था; सोसाइटी आपसे संपर्क करेगी',
  'Thank you. The society will confirm your payment and send you a receipt.':
    'धन्यवाद। सोसाइटी आपके भुगतान की पुष्टि करके आपको रसीद भेजेगी।',
  'Please enter the UTR or cheque number': 'कृपया UTR या चेक नंबर डालें',
  'The proof must be at most 5 MB': 'प्रमाण अधिकतम 5 MB का हो सकता है',
  'The proof must be a JPEG or PNG picture, or a PDF': 'प्रमाण JPEG या PNG तस्वीर, या PDF होना चाहिए',
  'The proof could not be read; please attach the picture or PDF again':
    'प्रमाण पढ़ा नहीं जा सका; कृपया तस्वीर या PDF फिर से लगाएँ',
  'Please enter the amount paid': 'कृपया चुकाई गई राशि डालें',
  'The amount paid must be more than 0': 'चुकाई गई राशि 0 से अधिक होनी चाहिए',
  'The amount paid can have at most 2 decimals': 'राशि में दशमलव के बाद अधिकतम 2 अंक हो सकते हैं',
  'Please enter the date paid': 'कृपया भुगतान की तारीख डालें',
  'The date paid must be a date (YYYY-MM-DD)': 'भुगतान की तारीख सही तारीख होनी चाहिए',
  'The payment date cannot be in the future': 'भुगतान की तारीख आगे की नहीं हो सकती',
  'You are offline. Please try again when you are back online.': 'आप ऑफ़लाइन हैं। इंटरनेट लौटने पर फिर कोशिश करें।',
  'Something went wrong. Please try again.': 'कुछ गड़बड़ हुई। कृपया फिर कोशिश करें।',
  'The payment window could not be loaded. Please check your internet connection and try again.':
    'भुगतान की विंडो नहीं खुल सकी। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर कोशिश करें।',
};

/** The messages the server writes with a figure in them, and their Hindi. */
export const SERVER_HI_PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [
    /^Please pay at least (.+), your oldest due$/,
    (oldest) => `कृपया कम से कम ${oldest} चुकाएँ, आपका सबसे पुराना बकाया`,
  ],
  [/^You can pay at most (.+) online$/, (most) => `आप ऑनलाइन अधिकतम ${most} चुका सकते हैं`],
  [
    /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    (minutes) => `बहुत अधिक प्रयास। कृपया ${minutes} मिनट बाद कोशिश करें।`,
  ],
  [
    /^The picture must be at most (.+) pixels a side$/,
    (pixels) => `तस्वीर की हर भुजा अधिकतम ${pixels} पिक्सेल हो सकती है`,
  ],
];

/** A server's message in Hindi where it is known, else as written. */
export function serverMessageInHindi(message: string): string {
  const known = SERVER_HI[message];
  if (known) return known;
  for (const [pattern, hindi] of SERVER_HI_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return hindi(...match.slice(1));
  }
  return message;
}
