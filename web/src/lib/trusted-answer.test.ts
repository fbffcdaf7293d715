import { ZDashboard } from '@domain/api/dashboard';
import { ZGstSettings, ZGstTurnover } from '@domain/api/gst-settings';
import { ZEndedSessions, ZInvitation, ZInvitationView, ZSessions, ZTeam } from '@domain/api/team';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { trustedAnswer } from './trusted-answer';

/** Every contract read through trustedAnswer, which the built app does not parse. */
const TRUSTED_CONTRACTS = {
  ZDashboard,
  ZGstSettings,
  ZGstTurnover,
  ZTeam,
  ZInvitation,
  ZInvitationView,
  ZSessions,
  ZEndedSessions,
};

const PARSE_CHANGES = new Set(['transform', 'default', 'prefault', 'catch', 'pipe', 'success']);

/** The paths inside a schema where parsing would hand back something other than what it was given. */
function changingParts(schema: z.core.$ZodType, path = '$'): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (PARSE_CHANGES.has(def.type) || def.coerce === true) return [`${path} (${def.type})`];
  const inner: [string, z.core.$ZodType][] = [];
  if (def.type === 'object') {
    for (const [key, field] of Object.entries(def.shape as Record<string, z.core.$ZodType>))
      inner.push([`${path}.${key}`, field]);
  }
  if (def.type === 'array') inner.push([`${path}[]`, def.element as z.core.$ZodType]);
  if (def.type === 'record') inner.push([`${path}{}`, def.valueType as z.core.$ZodType]);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'readonly')
    inner.push([path, def.innerType as z.core.$ZodType]);
  if (def.type === 'union') {
    for (const [index, option] of (def.options as z.core.$ZodType[]).entries())
      inner.push([`${path}|${index}`, option]);
  }
  return inner.flatMap(([innerPath, part]) => changingParts(part, innerPath));
}

describe('trustedAnswer', () => {
  it('checks the answer against its contract in the tests, as in development', () => {
    expect(import.meta.env.DEV).toBe(true);
    const schema = import.meta.env.DEV && z.object({ count: z.number() });
    expect(() => trustedAnswer({ count: 'three' }, schema)).toThrow();
  });

  it('returns the answer itself, checked or not, so the tests see what the built app sees', () => {
    const answer = { count: 3, extra: 'kept' };
    expect(trustedAnswer(answer, z.object({ count: z.number() }))).toBe(answer);
    expect(trustedAnswer(answer, false)).toBe(answer);
  });

  it('is used only with contracts whose parse changes nothing', () => {
    for (const [name, schema] of Object.entries(TRUSTED_CONTRACTS)) {
      expect({ name, changes: changingParts(schema) }).toEqual({ name, changes: [] });
    }
    // The walk finds what it looks for: a default, a coercion and a transform deep inside.
    const changing = z.object({
      list: z.array(z.object({ page: z.number().default(1) })),
      when: z.coerce.number().optional(),
      name: z.string().transform((name) => name.trim()),
    });
    expect(changingParts(changing)).toEqual(['$.list[].page (default)', '$.when (number)', '$.name (pipe)']);
  });
});
