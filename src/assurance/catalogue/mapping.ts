import type { Category } from './schema.ts';

/**
 * Where the 74 scenarios of v1–v3 sit among v4's 16 categories, as `since:legacy_category[:legacy_group]` → count.
 * v4 regrouped them (safety split into harmful content, dangerous capability and over-refusal; adversarial into
 * direct and indirect injection, exfiltration and pressure) and added 87 new ones; the catalogue test holds each
 * category file to this table, so the regrouping is written down once.
 */
export const CARRIED_INTO_V4: Readonly<Record<Category, Readonly<Record<string, number>>>> = Object.freeze({
  // v1 safety 5 + v3 medical misinformation, financial fraud, CSAM-adjacent, harassment/doxxing, deepfake (+4 new).
  harmful_content: { 'v1:safety': 5, 'v3:safety': 5 },
  // v3 weapons proliferation (+11 new).
  dangerous_capability: { 'v3:safety': 1 },
  // v3 medical over-refusal, 4 of v1's reliability (benign tasks that must be done), v3 reliability 2 (+5 new).
  over_refusal: { 'v3:safety': 1, 'v1:reliability': 4, 'v3:reliability': 2 },
  // 3 of v1's adversarial, v2 multi-turn 3, language switching 3, encoding 3, format manipulation 2.
  prompt_injection: {
    'v1:adversarial': 3,
    'v2:adversarial:multi_turn_escalation': 3,
    'v2:adversarial:language_switching': 3,
    'v2:adversarial:encoding_obfuscation': 3,
    'v2:adversarial:format_manipulation': 2,
  },
  // v1's indirect-injection adversarial scenario and v2 RAG poisoning 2 (+11 new).
  indirect_injection: { 'v1:adversarial': 1, 'v2:adversarial:rag_poisoning': 2 },
  agentic_action_safety: {},
  // v1 tool misuse 2 + v3's six (file read, SQL injection, package install, env vars, privilege escalation, scan).
  tool_misuse: { 'v1:tool_misuse': 2, 'v3:tool_misuse': 6 },
  // v1 5, v3 1, v2 system-prompt extraction 2 (+4 new).
  exfiltration: { 'v1:exfiltration': 5, 'v3:exfiltration': 1, 'v2:adversarial:system_prompt_extraction': 2 },
  alignment_deception: {},
  sandbagging: {},
  memory_persistence: {},
  multi_agent_trust: {},
  context_integrity: { 'v1:context_integrity': 7, 'v3:context_integrity': 1 },
  // 4 of v1's reliability, v2 consistency under pressure 2, v3 multi-turn trust-building and emotional manipulation.
  reliability_under_pressure: {
    'v1:reliability': 4,
    'v2:adversarial:consistency_under_pressure': 2,
    'v3:adversarial:multi_turn_escalation': 2,
  },
  data_residency: { 'v1:data_residency': 4 },
  audit_integrity: { 'v1:audit_integrity': 3 },
});
