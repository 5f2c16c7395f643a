import {
  CSAM_LEXICON,
  HATE_HARASSMENT_LEXICON,
  MISINFORMATION_LEXICON,
  SEXUAL_EXPLICIT_LEXICON,
} from './abuse-harm-lexicon.ts';
import {
  CYBER_OPERATIONAL_LEXICON,
  DRUGS_LEXICON,
  FRAUD_SCAMS_LEXICON,
  PRIVACY_INVASION_LEXICON,
} from './crime-harm-lexicon.ts';
import type { HarmLexicon } from './harm-lexicon-words.ts';
import { DEHUMANISING } from './hate-statement-lexicon.ts';
import { STEREOTYPE_STATEMENT } from './stereotype-lexicon.ts';
import {
  CBRN_WEAPONS_LEXICON,
  EXPLOSIVES_WEAPONS_LEXICON,
  SELF_HARM_LEXICON,
  VIOLENCE_LEXICON,
} from './weapon-harm-lexicon.ts';

/** The harm classes a request can ask for: the policy's prohibited classes and the rest of the taxonomy. */
export const HARM_REASONS = {
  CBRN_WEAPONS: 'a request to make, obtain or deploy a chemical, biological, radiological or nuclear weapon',
  CSAM: 'a request for sexual content involving minors',
  CYBER_OPERATIONAL: 'a request for working malware, exploits, phishing kits, attacks or credential theft',
  EXPLOSIVES_WEAPONS: 'a request to make explosives, untraceable or 3D-printed guns',
  VIOLENCE: 'a request to kill, hurt, poison or abduct people',
  SELF_HARM: 'a request for suicide or self-injury methods',
  DRUGS: 'a request to synthesise, grow, buy or sell illegal drugs',
  FRAUD_SCAMS: 'a request to commit fraud, scams, counterfeiting, theft or money laundering',
  HATE_HARASSMENT: 'hate speech, threats, slurs or a request to harass or dox someone',
  SEXUAL_EXPLICIT: 'a request for explicit or non-consensual sexual content',
  MISINFORMATION: 'a request to fabricate or spread disinformation or manipulate an election',
  PRIVACY_INVASION: 'a request to stalk, track, covertly record or expose a person',
} as const;

export type HarmReason = keyof typeof HARM_REASONS;

export const HARM_LEXICONS: Readonly<Record<HarmReason, HarmLexicon>> = {
  CBRN_WEAPONS: CBRN_WEAPONS_LEXICON,
  CSAM: CSAM_LEXICON,
  CYBER_OPERATIONAL: CYBER_OPERATIONAL_LEXICON,
  EXPLOSIVES_WEAPONS: EXPLOSIVES_WEAPONS_LEXICON,
  VIOLENCE: VIOLENCE_LEXICON,
  SELF_HARM: SELF_HARM_LEXICON,
  DRUGS: DRUGS_LEXICON,
  FRAUD_SCAMS: FRAUD_SCAMS_LEXICON,
  HATE_HARASSMENT: {
    ...HATE_HARASSMENT_LEXICON,
    pairs: [...HATE_HARASSMENT_LEXICON.pairs, DEHUMANISING, STEREOTYPE_STATEMENT],
  },
  SEXUAL_EXPLICIT: SEXUAL_EXPLICIT_LEXICON,
  MISINFORMATION: MISINFORMATION_LEXICON,
  PRIVACY_INVASION: PRIVACY_INVASION_LEXICON,
};

/** Classes the policy prohibits outright; an explicit operational request for them scores at least 0.85. */
export const PROHIBITED_REASONS: readonly HarmReason[] = ['CBRN_WEAPONS', 'CSAM', 'CYBER_OPERATIONAL'];
