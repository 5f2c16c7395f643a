/**
 * The ground-truth taxonomy of each corpus attack category: which OWASP LLM Top 10 (2025) entry and which
 * NIST AI 100-2e2025 attack class and objective an attack of that category belongs to. The firewall's own
 * taxonomy (src/firewall/taxonomy.yaml) tags what a detector *found*; TPR per taxonomy entry needs what the row
 * *is*, which only the corpus label knows. Attack class names follow taxonomy.yaml's `nist_attack_classes`.
 */
export interface CategoryTaxonomy {
  /** Empty when no OWASP entry fits (harmful content requests are misuse, not an application weakness). */
  readonly owasp: readonly string[];
  readonly nist_attack_class: string;
  /** A NIST objective: availability_breakdown, integrity_violation, privacy_compromise or misuse_enablement. */
  readonly nist_objective: string;
}

const DIRECT = 'direct_prompt_injection';
const INDIRECT = 'indirect_prompt_injection';
const NONE = 'no_exact_match';

export const CATEGORY_TAXONOMY: Readonly<Record<string, CategoryTaxonomy>> = Object.freeze({
  // NIST AI 100-2e2025 §3.3 counts jailbreaks as direct prompt injection aimed at misuse.
  jailbreak: { owasp: ['LLM01:2025'], nist_attack_class: DIRECT, nist_objective: 'misuse_enablement' },
  prompt_injection: { owasp: ['LLM01:2025'], nist_attack_class: DIRECT, nist_objective: 'integrity_violation' },
  // Extracting the system prompt is prompt injection with a privacy objective (OWASP LLM07, System Prompt Leakage).
  prompt_extraction: {
    owasp: ['LLM07:2025', 'LLM01:2025'],
    nist_attack_class: DIRECT,
    nist_objective: 'privacy_compromise',
  },
  indirect_injection: { owasp: ['LLM01:2025'], nist_attack_class: INDIRECT, nist_objective: 'integrity_violation' },
  unicode_attack: { owasp: ['LLM01:2025'], nist_attack_class: DIRECT, nist_objective: 'integrity_violation' },
  // A response that leaks the system prompt or a planted secret: the outcome of a successful extraction.
  prompt_leak: { owasp: ['LLM07:2025', 'LLM02:2025'], nist_attack_class: DIRECT, nist_objective: 'privacy_compromise' },
  // Plain requests for harmful help, toxic continuations and harmful responses are misuse without an injection.
  harmful_request: { owasp: [], nist_attack_class: NONE, nist_objective: 'misuse_enablement' },
  harmful_response: { owasp: [], nist_attack_class: NONE, nist_objective: 'misuse_enablement' },
  toxic: { owasp: [], nist_attack_class: NONE, nist_objective: 'misuse_enablement' },
});

/** The taxonomy of an attack category; `unmapped` for a category this table does not know yet. */
export function taxonomyOfCategory(category: string): CategoryTaxonomy {
  return (
    (Object.hasOwn(CATEGORY_TAXONOMY, category) ? CATEGORY_TAXONOMY[category] : undefined) ?? {
      owasp: [],
      nist_attack_class: 'unmapped',
      nist_objective: 'unmapped',
    }
  );
}
