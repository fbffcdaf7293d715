import { type Role, roleMay } from '@domain/roles';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import { hasPaymentMethod, type SessionProfile } from '../../lib/session';
import type { NavigationLabel } from './layout-text';

export type NavigationItem = {
  /** Its name in the layout's catalogue. */
  label: NavigationLabel;
  to: string;
  icon: typeof SvgIcon;
  /** Paths (exact, or prefixes ending in '/') that highlight this item besides `to` itself. */
  activeOn: string[];
  isVisible?: (profile: SessionProfile, role: Role) => boolean;
};

export const NAVIGATION_ITEMS: NavigationItem[] = [
  { label: 'dashboard', to: '/dashboard', icon: DashboardOutlinedIcon, activeOn: [] },
  {
    label: 'create',
    to: '/invoice',
    icon: AddCircleOutlineIcon,
    activeOn: [],
    isVisible: (profile, role) => roleMay(role, 'keepBooks') && hasPaymentMethod(profile),
  },
  // Billing runs: a month or a quarter billed for every flat at once.
  { label: 'billing', to: '/billing', icon: EventRepeatOutlinedIcon, activeOn: ['/billing/'] },
  {
    label: 'invoices',
    to: '/invoices',
    icon: ReceiptLongOutlinedIcon,
    activeOn: [
      '/total',
      '/paid',
      '/partial',
      '/unpaid',
      '/overdues',
      '/paid/',
      '/overdue/',
      '/edit/invoice/',
      '/auth/invoice/',
    ],
  },
  // /overdue, the path the app has always used: reminders to the clients with overdue invoices.
  {
    label: 'reminders',
    to: '/overdue',
    icon: NotificationsActiveOutlinedIcon,
    activeOn: [],
    isVisible: (_profile, role) => roleMay(role, 'keepBooks'),
  },
  { label: 'customers', to: '/customers', icon: PeopleAltOutlinedIcon, activeOn: [] },
  // Payments members reported from their page ("I have paid"), waiting for the treasurer.
  { label: 'reportedPayments', to: '/payments/reported', icon: MarkEmailReadOutlinedIcon, activeOn: [] },
  // Reports: what the flats owe, by how long past due (the only report so far).
  { label: 'reports', to: '/reports/dues', icon: AssessmentOutlinedIcon, activeOn: ['/reports/'] },
  // The profile and the bill heads: the settings' pages, each with its own address.
  { label: 'settings', to: '/settings', icon: SettingsOutlinedIcon, activeOn: ['/settings/'] },
];

export function isItemActive(item: NavigationItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return true;
  return item.activeOn.some((pattern) =>
    pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern,
  );
}

export function visibleNavigationItems(profile: SessionProfile, role: Role): NavigationItem[] {
  return NAVIGATION_ITEMS.filter((item) => item.isVisible?.(profile, role) ?? true);
}
