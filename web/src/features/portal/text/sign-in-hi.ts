import { MEMBER_CODE_MINUTES } from '@domain/api/public-pages';
import type { SignInText } from './sign-in-en';

/** The member's sign-in by a code in Hindi, key for key as sign-in-en.ts. */
export const SIGN_IN_HI: SignInText = {
  title: 'अपने फ़्लैट का खाता खोलें',
  intro: 'वह ई-मेल पता डालें जो आपकी सोसाइटी के पास आपके फ़्लैट के लिए है। हम आपको 6 अंकों का कोड भेजेंगे।',
  email: 'ई-मेल पता',
  sendCode: 'कोड भेजें',
  sending: 'भेजा जा रहा है…',
  sent: `यदि यह ई-मेल पता किसी फ़्लैट के खाते में है, तो 6 अंकों का कोड भेजा जा रहा है। यह ${MEMBER_CODE_MINUTES} मिनट तक चलेगा।`,
  codeNotValid: 'यह कोड मान्य नहीं है या इसकी अवधि समाप्त हो गई है। कृपया नया कोड माँगें।',
  code: 'ई-मेल में आया कोड',
  open: 'मेरा खाता खोलें',
  opening: 'खुल रहा है…',
  otherAddress: 'दूसरा पता डालें',
  yourFlats: 'आपके फ़्लैट',
  noFlats: 'यह पता अब किसी फ़्लैट के खाते में नहीं है। कृपया अपनी सोसाइटी से पूछें।',
  emailMissing: 'कृपया अपना ई-मेल पता डालें।',
  codeMissing: 'कृपया 6 अंकों का कोड डालें।',
  withCode: 'ई-मेल पर आए कोड से खोलें',
};
