/**
 * Builds tiny ONNX models, a WordPiece tokenizer.json and reference sets for the second-stage tests, so the
 * tests need no downloaded weights and no protobuf library: the handful of ONNX messages used here are
 * encoded by hand (field numbers from onnx/onnx.proto, opset 13, IR version 8).
 */

// --- protobuf wire format: varints and length-delimited fields are all these models need ---

function varint(value: number | bigint): number[] {
  let v = BigInt.asUintN(64, BigInt(value));
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) byte |= 0x80;
    out.push(byte);
  } while (v !== 0n);
  return out;
}

type Field = number[];
const tag = (field: number, wire: number): number[] => varint((field << 3) | wire);
const intField = (field: number, value: number | bigint): Field => [...tag(field, 0), ...varint(value)];
const bytesField = (field: number, bytes: readonly number[] | Uint8Array): Field => [
  ...tag(field, 2),
  ...varint(bytes.length),
  ...bytes,
];
const stringField = (field: number, text: string): Field => bytesField(field, new TextEncoder().encode(text));
const message = (...fields: Field[]): number[] => fields.flat();

const DATA_TYPE = { float: 1, int64: 7 } as const;
type DataType = keyof typeof DATA_TYPE;

/** TensorProto: dims = 1, data_type = 2, name = 8, raw_data = 9 (little-endian). */
function tensor(name: string, dims: readonly number[], values: readonly number[], type: DataType): number[] {
  const raw = new Uint8Array(values.length * (type === 'float' ? 4 : 8));
  const view = new DataView(raw.buffer);
  values.forEach((v, i) => {
    if (type === 'float') view.setFloat32(i * 4, v, true);
    else view.setBigInt64(i * 8, BigInt(v), true);
  });
  return message(
    ...dims.map((d) => intField(1, d)),
    intField(2, DATA_TYPE[type]),
    stringField(8, name),
    bytesField(9, raw),
  );
}

/** ValueInfoProto with a tensor type; a string dimension is symbolic (dim_param), a number fixed. */
function valueInfo(name: string, type: DataType, shape: readonly (number | string)[]): number[] {
  const dims = shape.map((d) => bytesField(1, typeof d === 'number' ? intField(1, d) : stringField(2, d)));
  const tensorType = message(intField(1, DATA_TYPE[type]), bytesField(2, message(...dims)));
  return message(stringField(1, name), bytesField(2, bytesField(1, tensorType)));
}

/** AttributeProto: name = 1, i = 3, ints = 8, type = 20 (INT = 2, INTS = 7). */
function attribute(name: string, value: number | readonly number[]): number[] {
  return typeof value === 'number'
    ? message(stringField(1, name), intField(3, value), intField(20, 2))
    : message(stringField(1, name), ...value.map((v) => intField(8, v)), intField(20, 7));
}

interface NodeSpec {
  readonly op: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
  readonly attributes?: Readonly<Record<string, number | readonly number[]>>;
}

function node(spec: NodeSpec, index: number): number[] {
  return message(
    ...spec.inputs.map((i) => stringField(1, i)),
    ...spec.outputs.map((o) => stringField(2, o)),
    stringField(3, `n${index}`),
    stringField(4, spec.op),
    ...Object.entries(spec.attributes ?? {}).map(([k, v]) => bytesField(5, attribute(k, v))),
  );
}

interface GraphSpec {
  readonly nodes: readonly NodeSpec[];
  readonly initializers: readonly number[][];
  readonly inputs: readonly number[][];
  readonly outputs: readonly number[][];
}

/** ModelProto: ir_version = 1, producer_name = 2, graph = 7, opset_import = 8. GraphProto: node = 1, name = 2,
 * initializer = 5, input = 11, output = 12. */
function model(graph: GraphSpec): Uint8Array {
  const graphBytes = message(
    ...graph.nodes.map((n, i) => bytesField(1, node(n, i))),
    stringField(2, 'tiny'),
    ...graph.initializers.map((t) => bytesField(5, t)),
    ...graph.inputs.map((v) => bytesField(11, v)),
    ...graph.outputs.map((v) => bytesField(12, v)),
  );
  return Uint8Array.from(
    message(
      intField(1, 8),
      stringField(2, 'parapet-tests'),
      bytesField(7, graphBytes),
      bytesField(8, message(stringField(1, ''), intField(2, 13))),
    ),
  );
}

// --- the vocabulary and its embedding table ---

/**
 * A WordPiece vocabulary. Words of the "attack" family point along dimension 0, "benign" ones along
 * dimension 1, neutral ones along dimension 2, so mean-pooled vectors and a linear head separate them.
 */
export const VOCAB: readonly (readonly [token: string, vector: readonly [number, number, number]])[] = [
  ['[PAD]', [0, 0, 0]],
  ['[UNK]', [0, 0, 1]],
  ['[CLS]', [0, 0, 0.5]],
  ['[SEP]', [0, 0, 0.5]],
  ['ignore', [3, 0, 0]],
  ['previous', [2, 0, 0.5]],
  ['instructions', [2, 0.5, 0.5]],
  ['reveal', [3, 0, 0]],
  ['secret', [2, 0, 1]],
  ['password', [2, 0.3, 0]],
  ['summarize', [0, 3, 0]],
  ['article', [0, 2, 0.5]],
  ['weather', [0, 3, 0]],
  ['recipe', [0, 2, 0]],
  ['please', [0.3, 0.6, 1]],
  ['the', [0.1, 0.1, 1]],
  ['all', [0.3, 0.1, 1]],
  ['this', [0.1, 0.2, 1]],
  ['for', [0.1, 0.1, 1]],
  ['today', [0, 0.8, 1]],
  ['.', [0, 0, 0.2]],
];
const HIDDEN = 3;
const table = (): number[] => VOCAB.flatMap(([, v]) => [...v]);

/** A BERT-style tokenizer.json (lowercasing normaliser, whitespace/punctuation split, [CLS] … [SEP]). */
export function tinyTokenizerJson(): string {
  const vocab = Object.fromEntries(VOCAB.map(([t], i) => [t, i]));
  const special = (content: string): Record<string, unknown> => ({
    id: vocab[content],
    content,
    single_word: false,
    lstrip: false,
    rstrip: false,
    normalized: false,
    special: true,
  });
  return JSON.stringify({
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: ['[PAD]', '[UNK]', '[CLS]', '[SEP]'].map(special),
    normalizer: {
      type: 'BertNormalizer',
      clean_text: true,
      handle_chinese_chars: true,
      strip_accents: null,
      lowercase: true,
    },
    pre_tokenizer: { type: 'BertPreTokenizer' },
    post_processor: {
      type: 'TemplateProcessing',
      single: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
      ],
      pair: [
        { SpecialToken: { id: '[CLS]', type_id: 0 } },
        { Sequence: { id: 'A', type_id: 0 } },
        { SpecialToken: { id: '[SEP]', type_id: 0 } },
        { Sequence: { id: 'B', type_id: 1 } },
        { SpecialToken: { id: '[SEP]', type_id: 1 } },
      ],
      special_tokens: {
        '[CLS]': { id: '[CLS]', ids: [vocab['[CLS]']], tokens: ['[CLS]'] },
        '[SEP]': { id: '[SEP]', ids: [vocab['[SEP]']], tokens: ['[SEP]'] },
      },
    },
    decoder: { type: 'WordPiece', prefix: '##', cleanup: true },
    model: {
      type: 'WordPiece',
      unk_token: '[UNK]',
      continuing_subword_prefix: '##',
      max_input_chars_per_word: 100,
      vocab,
    },
  });
}

const ids = (name = 'input_ids'): number[] => valueInfo(name, 'int64', ['batch', 'sequence']);

/**
 * An embedding model in the shape Hugging Face exports: input_ids and attention_mask in, the per-token
 * last_hidden_state out (Gather from the table, multiplied by the mask), for the loader to mean-pool.
 */
export function tinyEmbeddingModel(): Uint8Array {
  return model({
    nodes: [
      { op: 'Gather', inputs: ['table', 'input_ids'], outputs: ['hidden'] },
      { op: 'Cast', inputs: ['attention_mask'], outputs: ['mask_f'], attributes: { to: DATA_TYPE.float } },
      { op: 'Unsqueeze', inputs: ['mask_f', 'axis2'], outputs: ['mask_3d'] },
      { op: 'Mul', inputs: ['hidden', 'mask_3d'], outputs: ['last_hidden_state'] },
    ],
    initializers: [tensor('table', [VOCAB.length, HIDDEN], table(), 'float'), tensor('axis2', [1], [2], 'int64')],
    inputs: [ids(), valueInfo('attention_mask', 'int64', ['batch', 'sequence'])],
    outputs: [valueInfo('last_hidden_state', 'float', ['batch', 'sequence', HIDDEN])],
  });
}

/** A sentence-embedding model that pools itself: Gather → ReduceMean over the sequence → [batch, hidden]. */
export function tinyPooledEmbeddingModel(): Uint8Array {
  return model({
    nodes: [
      { op: 'Gather', inputs: ['table', 'input_ids'], outputs: ['hidden'] },
      {
        op: 'ReduceMean',
        inputs: ['hidden'],
        outputs: ['sentence_embedding'],
        attributes: { axes: [1], keepdims: 0 },
      },
    ],
    initializers: [tensor('table', [VOCAB.length, HIDDEN], table(), 'float')],
    inputs: [ids()],
    outputs: [valueInfo('sentence_embedding', 'float', ['batch', HIDDEN])],
  });
}

/**
 * A classifier: Gather → ReduceMean → MatMul → logits [batch, 2], label 1 = attack. The head weighs the
 * attack direction against the benign one; `scale` sharpens or softens it so two classifiers disagree.
 */
export function tinyClassifierModel(scale = 1, inputName = 'input_ids'): Uint8Array {
  const weights = [0, 1, 1, 0, 0.2, -0.2].map((w) => w * scale); // rows: hidden dims; columns: [benign, attack]
  return model({
    nodes: [
      { op: 'Gather', inputs: ['table', inputName], outputs: ['hidden'] },
      { op: 'ReduceMean', inputs: ['hidden'], outputs: ['pooled'], attributes: { axes: [1], keepdims: 0 } },
      { op: 'MatMul', inputs: ['pooled', 'head'], outputs: ['logits'] },
    ],
    initializers: [
      tensor('table', [VOCAB.length, HIDDEN], table(), 'float'),
      tensor('head', [HIDDEN, 2], weights, 'float'),
    ],
    inputs: [ids(inputName)],
    outputs: [valueInfo('logits', 'float', ['batch', 2])],
  });
}

/** Reference sets as JSONL, one {"text": …} per line. */
export function referenceJsonl(texts: readonly string[]): string {
  return `${texts.map((text) => JSON.stringify({ text })).join('\n')}\n`;
}
