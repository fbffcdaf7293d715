import { z } from 'zod';
import { ZEmail } from './auth';

/** How long a member's sign-in code opens their pages. */
export const MEMBER_CODE_MINUTES = 10;
/** Wrong tries after which a code stops working, however long it has left. */
export const MEMBER_CODE_TRIES = 5;

/** The same answer whether or not the address is on a flat: nobody learns who lives where. */
export const MEMBER_CODE_SENT_MESSAGE = `If this e-mail address is on a flat's account, a 6-digit code is on its way. It works for ${MEMBER_CODE_MINUTES} minutes.`;
export const MEMBER_CODE_NOT_VALID_MESSAGE =
  'This code is not valid or has expired. Please ask for a new one.';

/** `POST /api/v2/portal/codes`: a code to the address a flat's account has. */
export const ZMemberCodeRequest = z.strictObject({ email: ZEmail });
export type TMemberCodeRequest = z.infer<typeof ZMemberCodeRequest>;

/** `POST /api/v2/portal/codes/verify`: the code, for the flats' own pages. */
export const ZMemberCodeVerify = z.strictObject({
  email: ZEmail,
  code: z
    .string({ error: MEMBER_CODE_NOT_VALID_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, MEMBER_CODE_NOT_VALID_MESSAGE),
});
export type TMemberCodeVerify = z.infer<typeof ZMemberCodeVerify>;

/** Each flat the address is on, with its society and its member page. */
export const ZMemberCodeFlats = z.object({
  flats: z.array(
    z.object({
      society: z.string(),
      name: z.string(),
      flat: z.object({ block: z.string(), floor: z.string(), flat: z.string() }),
      path: z.string(),
    }),
  ),
});
export type TMemberCodeFlats = z.infer<typeof ZMemberCodeFlats>;
