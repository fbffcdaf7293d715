import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type TAuditEntry } from '@domain/api/audit';
import { formatMoney } from '@domain/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../lib/format-instant';
import { useText } from '../../../lib/text';
import { ACTIVITY_TEXT, type ActivityText } from '../activity-text';

function labelOf(labels: Readonly<Record<string, string>>, key: string): string {
  return labels[key] ?? key;
}

/** A value as a person reads it: text as typed, a list joined, yes or no, a dash for none. */
export function valueText(value: unknown, text: Pick<ActivityText, 'yes' | 'no'> = ACTIVITY_TEXT.en): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? text.yes : text.no;
  if (Array.isArray(value)) return value.map((item) => valueText(item, text)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** 'subTotalPaise' → 'Sub total', 'dueDate' → 'Due date': a field as a reader would name it. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/Paise$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Amounts the trail keeps in paise read as rupees. */
function fieldValueText(field: string, value: unknown, text: ActivityText): string {
  return field.endsWith('Paise') && typeof value === 'number' ? formatMoney(value) : valueText(value, text);
}

function ChangeLine({ change }: { change: TAuditEntry['changes'][number] }) {
  const text = useText(ACTIVITY_TEXT);
  const was = fieldValueText(change.field, change.before, text);
  const is = fieldValueText(change.field, change.after, text);
  return (
    <Box component="li" sx={{ overflowWrap: 'anywhere' }}>
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {fieldLabel(change.field)}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {change.before === null
          ? text.added(is)
          : change.after === null
            ? text.removed(was)
            : text.changed(was, is)}
      </Typography>
    </Box>
  );
}

/** One entry of the trail: its number, when, who from where, what was done to what, and each field. */
export function ActivityEntry({ entry, showRecord = true }: { entry: TAuditEntry; showRecord?: boolean }) {
  const text = useText(ACTIVITY_TEXT);
  const who = entry.person?.name ?? text.noMember;
  return (
    <Box component="article" aria-label={text.entry(entry.seq)} sx={{ px: { xs: 2, sm: 2.5 }, py: 1.75 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>
          {showRecord ? `${labelOf(AUDIT_ENTITY_LABELS, entry.entity)} · ` : ''}
          {labelOf(AUDIT_ACTION_LABELS, entry.action)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.byLine(who, formatInstant(entry.at), entry.address, entry.seq)}
        </Typography>
      </Box>
      {entry.changes.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {entry.changes.map((change) => (
            <ChangeLine key={change.field} change={change} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
