// The main thread's samples of a `perf script` text (bench/large-perf-window.ts's window) in ms per
// request by bucket: each sample's stack goes to the first bucket whose pattern one of its frames
// matches, in the order below (lean41; cjkm40's table drew the same split by hand):
//   perf script -i out.perf > out.txt; node bench/lib/perf-buckets.mjs out.txt HZ REQUESTS
// REQUESTS: the counts answered in the perf window (the window's rps × its seconds). Prints Markdown.
import { readFileSync } from 'node:fs';

const BUCKETS = [
  ['log line', /pino|sonic-boom|request-line|log-destination|quick-format|fast-redact|warn-later/],
  ['metrics', /prom-client|ops\/metrics|observability\.ts|histogram\.ts/],
  ['res.end / writeHead (TLS encrypt, writev)', /JS:\S*end node:_http_outgoing|writeHead/],
  ["the worker's answer → sent (MessagePort, pool, count chain, serializer)", /MessagePort::OnMessage/],
  ['literal search (splitLargeText)', /splitLargeText|findStringMember/],
  [
    'body end → dispatch (checked body, count chain, postMessage)',
    /fast-large-count|fast-count|count-service|instrument\.ts|tokens\.(service|module)|worker-pool|checkedBody|parseJsonBody/,
  ],
  ['ours per byte (region onData, spent chunks)', /region-body|spent-chunks|shared-region/],
  [
    'request start (Node http, fast path, auth, limits)',
    /parserOnHeadersComplete|_http_server|fast-path\.ts|fast-body\.ts|auth|limits|request-context|connectionListener/,
  ],
  ['TLS read / decrypt', /aesni|gcm|SSL_read|TLSWrap::On|ssl3_read|tls13/],
  ["Node's body chunks", /on_body|parserOnBody|Parser::OnBody|readable/],
  ['GC', /Heap::|GarbageCollect|Scavenge|MarkCompact/],
  ['kernel, epoll', /\[kernel|epoll|uv__io_poll/],
];
const [file, hz, requests] = process.argv.slice(2);
const stacks = readFileSync(file, 'utf8').split(/\n(?=\S)/);
const counts = new Map();
let total = 0;
for (const stack of stacks) {
  if (!stack.trim()) continue;
  total++;
  const bucket = BUCKETS.find(([, re]) => re.test(stack))?.[0] ?? 'other';
  counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
}
const ms = (n) => ((n / Number(hz)) * 1000) / Number(requests);
console.log(
  `${total} samples, ${ms(total).toFixed(2)} ms per request\n\n| bucket | ms per request |\n|---|---|`,
);
for (const [name] of [...BUCKETS, ['other']])
  console.log(`| ${name} | ${ms(counts.get(name) ?? 0).toFixed(3)} |`);
