import type { Catalogue } from '../../lib/text';
import type { SpeedDialActionId } from './speed-dial-actions';

/** The owner app's frame: the side navigation, the header, the account menu and the quick actions. */
const EN = {
  navigation: {
    dashboard: 'Dashboard',
    create: 'Create',
    billing: 'Billing',
    invoices: 'Invoices',
    reminders: 'Reminders',
    customers: 'Customers',
    reportedPayments: 'Reported payments',
    reports: 'Reports',
    settings: 'Settings',
  },
  mainNavigation: 'Main',
  addPaymentMethodBefore: 'To create invoices, add your Razorpay keys or a UPI ID in',
  addPaymentMethodLink: 'Settings',
  openNavigation: 'Open navigation',
  signIn: 'Sign in',
  accountMenu: (name: string) => `Account menu for ${name}`,
  logout: 'Logout',
  quickActions: 'Quick actions',
  speedDial: {
    'send-reminder': 'Send Reminder',
    'whatsapp-reminder': 'Send Reminder via WhatsApp',
    'new-invoice': 'New Invoice',
    'new-customer': 'New Customer',
  } satisfies Record<SpeedDialActionId, string>,
};

export type LayoutText = typeof EN;
export type NavigationLabel = keyof LayoutText['navigation'];

export const LAYOUT_TEXT: Catalogue<LayoutText> = { en: EN };
