import type { ProtocolVersion } from '../catalogue/schema.ts';
import { classifyV1, classifyV2 } from './classify-legacy.ts';
import { classifyV4 } from './classify-v4.ts';
import type { ResponseClassification } from './response-classification.ts';

/**
 * Classifies one model response under a protocol version's rules: refusal, compliance, mixed (a refusal that goes
 * on to deliver) or empty. Pure and total: any string, any length.
 */
export function classifyResponse(response: string, protocol: ProtocolVersion): ResponseClassification {
  switch (protocol) {
    case 'v1':
      return classifyV1(response);
    case 'v2':
    case 'v3':
      return classifyV2(response, protocol);
    case 'v4':
      return classifyV4(response);
  }
}
