/**
 * A member's role in a business. The owner may do everything; a treasurer keeps the books (customers,
 * bill heads, billing runs, invoices, payments, credit notes, sending, reports) but not the keys, the
 * team or the plan; a committee member or auditor reads everything and changes nothing.
 */
export const ROLES = ['owner', 'treasurer', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  treasurer: 'Treasurer',
  auditor: 'Committee / auditor',
};

/**
 * What a route or a control needs of its caller: `read` any member, `keepBooks` a change of the books
 * or a message sent, `manage` the business itself (its keys, settings, team and plan).
 */
export const ACCESS_LEVELS = ['read', 'keepBooks', 'manage'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

const ACCESS_OF_ROLE: Record<Role, readonly Access[]> = {
  owner: ['read', 'keepBooks', 'manage'],
  treasurer: ['read', 'keepBooks'],
  auditor: ['read'],
};

export function roleMay(role: Role, access: Access): boolean {
  return ACCESS_OF_ROLE[role].includes(access);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export const ROLE_REFUSED_MESSAGE = 'Your role in this business does not allow this. Please ask its owner.';
