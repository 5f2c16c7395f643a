/**
 * A minimal OpenAI-compatible upstream for `make bench`: a fixed completion, or the same text streamed in a fixed
 * number of chunks. Run as its own process so the load generator, the gateway and the upstream do not share an
 * event loop. Usage: node bench/support/mock-openai-server.ts PORT CHUNKS
 */
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 0);
const chunks = Number(process.argv[3] ?? 20);
const ANSWER =
  'Here is a short answer about the quarterly report: revenue grew four percent, costs stayed flat, and the board meets on Thursday. ';
const completion = JSON.stringify({
  id: 'chatcmpl-bench',
  object: 'chat.completion',
  created: 0,
  model: 'bench',
  choices: [{ index: 0, message: { role: 'assistant', content: ANSWER }, finish_reason: 'stop' }],
});
const piece = ANSWER.repeat(2).slice(0, 32);

const server = createServer((req, res) => {
  let body = '';
  req.on('data', (d: Buffer) => {
    body += d.toString('utf8');
  });
  req.on('end', () => {
    const isStream = body.includes('"stream":true');
    if (!isStream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(completion);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (let i = 0; i < chunks; i++) {
      const chunk = {
        id: 'chatcmpl-bench',
        object: 'chat.completion.chunk',
        model: 'bench',
        choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
      };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.write(
      `data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`,
    );
    res.end('data: [DONE]\n\n');
  });
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address !== null ? address.port : port}\n`);
});
