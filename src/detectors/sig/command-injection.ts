// Longer than most detector files: OS command injection has many unrelated shapes (chaining, substitution,
// download-and-run, reverse shells, wipers, encoded PowerShell), each a rule of a few lines; splitting them
// into separate detectors would scatter one attack class over many ids.
import { ALL_CONTEXTS, BOTH_DIRECTIONS, defineDetector, type Finding } from '../detector.ts';
import { type AnchoredMatch, cutAt, matchWindows, partTexts } from './match-windows.ts';
import { createQuoteBreakCheck, QUOTE_BREAK_PATTERNS, type QuoteBreakCheck } from './quote-break.ts';

// OS command injection (CWE-78): a value that reaches a shell carries a separator and a command of its own,
// or the text is a payload whose only purpose is to run code (download-and-run, reverse shells, wipers).
// Shell scripts chain commands all the time (`make && ls`, `X=$(uname -m)`, `curl … | jq`), so a separator
// counts only where a value would sit: at the very start, after a broken quote, inside a JSON string value,
// or after an address or file name (`8.8.8.8; id`). Markdown inline code (`whoami`) is not a backtick.
//
// Anchors are short; what follows an anchor is tested on its window (see match-windows.ts), with patterns
// anchored at `^` there, so no pattern scans a gap whose class also matches its own start.
type Reason =
  | 'SHELL_METACHAR_CHAIN'
  | 'COMMAND_SUBSTITUTION'
  | 'DOWNLOAD_AND_EXECUTE'
  | 'DECODE_AND_EXECUTE'
  | 'REVERSE_SHELL'
  | 'DESTRUCTIVE_COMMAND'
  | 'ENCODED_POWERSHELL'
  | 'INLINE_INTERPRETER'
  | 'BARE_COMMAND';

const SEPARATOR = /&&|\|\||%0d%0a|%0a|[;|&]/gi;
// Commands an injected chain runs: reconnaissance, network tools, shells and interpreters.
const PAYLOAD_COMMAND =
  /^[ \t]*(?:sudo[ \t]+)?(?:\/(?:usr\/)?s?bin\/)?(?:id|whoami|uname|hostname|ifconfig|ipconfig|ls|dir|pwd|env|printenv|cat|type|wget|curl|nc|ncat|netcat|telnet|bash|sh|zsh|ksh|dash|cmd(?:\.exe)?|powershell(?:\.exe)?|pwsh|python[23]?|perl|php|ruby|sleep|ping|nslookup|dig|net|systeminfo|tasklist|reboot|shutdown|chmod|rm|echo|touch|mkfifo|base64|xterm)(?=[ \t;|&'"`)#\n]|$)(?![ \t]*[=(:.])/i;
const RECON_COMMAND =
  /^[ \t]*(?:(?:id|whoami|uname|hostname|ifconfig|ipconfig|ls|pwd|wget|curl|nc|ncat|nslookup|systeminfo)(?=[ \t;|&'"`)#\n]|$)|cat[ \t]+\/etc\/|type[ \t]+[a-z]:|ping[ \t]+-[nc]|sleep[ \t]+\d|net[ \t]+user)/i;
const JSON_VALUE_BEFORE = /:[ \t]*\\?"[^"\n]*$/;
// An address or host name just before the separator; the leading class keeps a match from starting mid-run.
const ADDRESS_BEFORE = /(?:^|[^\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}[ \t]*$|(?:^|[^\w.-])[a-z0-9-]+\.[a-z]{2,6}$/i;
const URL_PARAMETER_BEFORE = /[?&][\w.[\]-]+=[^&\s?=]*$/;
const DIGIT_BEFORE = /\d[ \t]*$/;
const TABLE_CELL = /^[ \t][\w -]*$/;
// The line holds nothing but an address or file name before the separator: a value, not a command.
const VALUE_LINE_BEFORE = /\n[ \t]*(?:\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}|[\w-]+\.[\w.-]+)[ \t]*$/;

// A whole substitution is the anchor: `$(…)` without nested parentheses, or a backtick pair on one line.
const SUBSTITUTION = /\$\([^()\n]*\)|`[^`\n]+`/g;
const SUBSTITUTED_COMMAND =
  /^(?:\$\(|`)[ \t]*(?:sudo[ \t]+)?(?:\/(?:usr\/)?s?bin\/)?(?:id|whoami|uname|hostname|cat|curl|wget|nc|ncat|ping|nslookup|dig|bash|sh|ls|pwd|env|printenv|base64|sleep)(?=[ \t)`;|]|$)/;
const STRONG_SUBSTITUTION = /\/etc\/(?:passwd|shadow)|\/dev\/tcp\/|\b(?:ba)?sh[ \t]{1,2}-i\b|\|[ \t]?(?:ba)?sh\b/;
const NETCAT_WORD = /\b(?:nc|ncat|netcat)\b/;
const EXEC_FLAG = /[ \t]-[a-z]{0,3}[ec]\b/;
const SHELL_ASSIGNMENT_BEFORE = /\n[ \t]*(?:export[ \t]+|local[ \t]+|readonly[ \t]+)?[A-Za-z_]\w*=["']?$/;
const EXFIL_DOMAIN_AFTER = /^\.[a-z0-9-]+\.[a-z]{2,}/i; // `$(whoami).attacker.example`: DNS exfiltration
const GLUED_BEFORE = /[\w=/:"'.-]$/;
const GLUED_AFTER = /^[\w.]/;

const DOWNLOADER = /\b(?:curl|wget)\b/gi;
// Tested on one command (the window up to `;`, `&` or a line end), so the pipe belongs to the download.
const PIPE_TO_INTERPRETER =
  /\|[ \t]*(?:sudo[ \t]+)?(?:-\w+[ \t]+)?(?:\/(?:usr\/)?(?:local\/)?bin\/)?(?:env[ \t]+)?(?:(?:ba|z|k|da|fi)?sh|python[23]?|perl|ruby|php|node)\b/i;
const CHMOD_AND_RUN = /(?:&&|;)[ \t]?chmod[ \t]{1,2}(?:[+u]x|[0-7]?[157][0-7]{2})\b/;
const SHELL_OF_DOWNLOAD =
  /(?:\b(?:ba|z|k)?sh|\beval|\bsource|\biex)[ \t]{1,2}(?:-c[ \t]{1,2})?["']?(?:<\(|\$\()[ \t]?(?:curl|wget)\b/gi;
const IP_URL = /\bhttps?:\/\/\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b/i;
const PLAIN_HTTP_URL = /\bhttp:\/\/(?!localhost\b|127\.)/i;
const TEMP_PATH = /\/tmp\/|\/dev\/shm\/|\/var\/tmp\//;
const POWERSHELL_EXPRESSION = /\b(?:iex|invoke-expression)\b/gi;
const POWERSHELL_EXPRESSION_TEST = /\b(?:iex|invoke-expression)\b/i;
const POWERSHELL_DOWNLOAD =
  /\b(?:downloadstring|downloaddata|downloadfile|invoke-webrequest|iwr|invoke-restmethod|irm|net\.webclient|start-bitstransfer)\b/i;
// Windows binaries that download and run on request ("living off the land").
const LOLBIN = /\b(?:certutil|mshta|regsvr32|bitsadmin)(?:\.exe)?\b/gi;
const LOLBIN_DOWNLOAD =
  /[ \t][-/]urlcache\b|^mshta(?:\.exe)?[ \t]{1,2}["']?(?:https?|javascript|vbscript):|[ \t]\/i:["']?https?:|^bitsadmin(?:\.exe)?[ \t]{1,2}\/transfer\b/i;
const BITSADMIN = /^bitsadmin/i;
const EXEC_OF_DOWNLOAD = /\bexec[ \t]?\([ \t]?(?:urllib[\w.]*\.urlopen|urlopen|requests\.get)[ \t]?\(/g;

const DECODER = /\b(?:base64|xxd|openssl)\b/g;
const DECODE_COMMAND = /^(?:base64[ \t]+(?:-d|--decode|-D)\b|xxd[ \t]+-r\b|openssl[ \t][^\n|]*[ \t]-d\b)/;

const DEV_TCP = /\/dev\/(?:tcp|udp)\/[\w.-]+\/\d+/g;
const INTERACTIVE_SHELL = /\b(?:ba|z|k)?sh[ \t]{1,2}-i\b/;
const EXEC_FD_BEFORE = /\bexec[ \t]+\d+<>[ \t]*$/;
const STDIO_REDIRECT = /0>&1|<&\d|>&[ \t]?\d/;
const NETCAT = /\b(?:nc|ncat|netcat)(?:\.exe)?\b/g;
const NETCAT_EXEC =
  /[ \t]-[a-z]{0,3}[ec][ \t]{1,2}["']?(?:\/(?:usr\/)?bin\/)?(?:(?:ba|z|k|da)?sh|cmd(?:\.exe)?|powershell(?:\.exe)?)\b/i;
const PIPE_BEFORE = /\|[ \t]*$/;
const SOCKET_ANCHOR =
  /\bmkfifo\b|\bsocat\b|\bsocket\.socket[ \t]?\(|\buse[ \t]{1,2}Socket\b|\bfsockopen[ \t]?\(|\bTCPSocket\.(?:new|open)\b|\bNet\.Sockets\.TCPClient\b/g;
const RELAY_TOOL = /\b(?:nc|ncat|netcat|telnet)\b|\bopenssl[ \t]{1,2}s_client\b/;
const SOCAT_EXEC = /\bexec:["']?(?:\/bin\/)?(?:(?:ba|z)?sh|cmd)\b/i;
const CONNECT_CALL = /\.connect\(\(/;
const SHELL_ON_SOCKET = /os\.dup2\(|pty\.spawn\(|subprocess\.(?:call|Popen|run)\([ \t]?\[?["'](?:\/bin\/)?(?:ba)?sh/;
const PERL_SOCKET_SHELL = /\bexec[ \t(]{0,2}["'](?:\/bin\/)?(?:ba)?sh\b|open[ \t]?\([ \t]?STDIN/i;
const PHP_SOCKET_SHELL = /\b(?:exec|shell_exec|system|passthru|proc_open|popen)[ \t]?\(|\/bin\/(?:ba)?sh\b/;
const RUBY_SOCKET_SHELL = /\b(?:exec|spawn|system)\b|IO\.popen|\/bin\/(?:ba)?sh\b/;
const GET_STREAM = /GetStream\(\)/;
const PTY_SHELL = /\bpty\.spawn[ \t]?\([ \t]?["'](?:\/bin\/)?(?:ba|z)?sh\b/g;

const REMOVE = /\brm\b/g;
const REMOVE_ROOT =
  /^rm[ \t]+(-[-\w \t]*?)[ \t]["']?(?:\/\*?|~\/?\*?|\$HOME\/?|\/(?:bin|boot|dev|etc|home|lib|lib64|opt|root|sbin|srv|sys|usr|var)\/?\*?)["']?(?=[ \t;|&`)]|$)/;
const RECURSIVE_FLAG = /(?:^|[ \t])-[a-zA-Z]{0,5}[rR]|--recursive|--no-preserve-root/;
const FORK_BOMB = /:\(\)[ \t]?\{[ \t]?:[ \t]?\|[ \t]?:[ \t]?&[ \t]?\}[ \t]?;[ \t]?:/g;
const DISK_DUMP = /\bdd\b/g;
const DUMP_TO_DISK = /\bof=\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|xvd[a-z]|vd[a-z]|mmcblk\d|disk\d)/;
const WIPE_SOURCE = /\bif=\/dev\/(?:zero|u?random)\b/;
const WIPE_COMMAND =
  />[ \t]?\/dev\/(?:sd[a-z]|nvme\d|hd[a-z])\b|\bchmod[ \t]{1,2}-R[ \t]{1,2}0?777[ \t]{1,2}\/(?=[ \t;|&]|$)|\bformat[ \t]{1,2}[a-z]:(?=[ \t/]|$)|\bshutil\.rmtree[ \t]?\([ \t]?["'](?:\/|~|[a-z]:\\{1,2})["']/gi;
const WINDOWS_DELETE = /\b(?:del|rd|rmdir)\b/gi;
const DELETE_DRIVE = /^\w{2,5}(?:[ \t]\/[a-z])*[ \t]+[a-z]:\\{1,2}\*?(?=[ \t"']|$)/i;

const POWERSHELL = /\b(?:powershell|pwsh)(?:\.exe)?\b/gi;
// `-e`, `-enc`, `-EncodedCommand` and every prefix PowerShell accepts, followed by a base64 blob.
const ENCODED_ARGUMENT = /[ \t][-/]e[a-z]*[ \t]+["']?([A-Za-z0-9+/]+)/i;
const HIDDEN_WINDOW = /[ \t][-/]w(?:indowstyle)?[ \t]{1,2}h(?:idden)?\b/i;
const FROM_BASE64 = /\bFromBase64String\b/gi;

const INTERPRETER_FLAG =
  /\b(?:python[23]?(?:\.\d{1,2})?|perl|ruby|php|node|lua)(?:\.exe)?[ \t]{1,2}-[cerE][ \t]{1,2}/gi;
const EXEC_API =
  /\b(?:os\.system|os\.popen|os\.exec\w*|subprocess|pty\.spawn|child_process|execSync|spawnSync|shell_exec|passthru|proc_open|popen|os\.execute|IO\.popen|Kernel\.exec)\b|__import__[ \t]?\([ \t]?["']os|\b(?:exec|system)[ \t]?["'(`]/;

const FIRST_COMMAND_END = /[|;&]/;
const BARE_COMMAND_LINE = /^[ \t]*(?:sudo[ \t]+)?([a-z]{1,12})(?:[ \t]([^\n|;&]*))?$/i;
const TOKEN_SPLIT = /[ \t]+/;
const PATH_ARGUMENT =
  /^(?:-{1,2}[\w-]+|[/~.][\w./*~-]*|[a-z]:\\[\w.\\*-]*|\*|[\w.-]+\/[\w./*-]*|[\w-]+\.[a-z0-9]{1,5})$/i;
const SENSITIVE_PATH = /\/etc\/(?:passwd|shadow|sudoers)|\.ssh\b|\/root\b|\.aws\b|\.env\b|\/proc\/self/;
/** Commands whose names are not English words, so plain-word arguments (`ps aux`, `ls docs`) are fine. */
const COMMANDS_WITH_WORDS = new Set(
  'ls ps uname ifconfig ipconfig netstat whoami printenv systeminfo tasklist hostname pwd'.split(' '),
);
const COMMANDS_WITH_PATHS = new Set('cat find type dir head tail more less id env crontab'.split(' '));
const COMMANDS_ALONE = new Set('whoami pwd ifconfig ipconfig uname ls systeminfo'.split(' '));

function chainScore(m: AnchoredMatch, isQuoteBreak: QuoteBreakCheck): number {
  const after = m.window.slice(m.end - m.index);
  if (!PAYLOAD_COMMAND.test(after)) return 0;
  // `| Type | Stage |`: a cell of a Markdown table row, not a pipe into `type`.
  if (m.groups[0] === '|' && m.nextChar === '|' && TABLE_CELL.test(after)) return 0;
  if (m.isAtStart || isQuoteBreak(m.index)) return 0.85;
  if (m.groups[0]?.startsWith('%') === true) return 0.85; // an encoded newline: `file.txt%0aid`
  if (JSON_VALUE_BEFORE.test(m.before) || URL_PARAMETER_BEFORE.test(m.before)) return 0.8;
  if (!ADDRESS_BEFORE.test(m.before) || !RECON_COMMAND.test(after)) return 0;
  if (VALUE_LINE_BEFORE.test(m.before)) return 0.85;
  return DIGIT_BEFORE.test(m.before) ? 0.75 : 0.65;
}

function substitutionScore(m: AnchoredMatch): number {
  const substitution = m.groups[0] ?? '';
  if (!SUBSTITUTED_COMMAND.test(substitution)) return 0;
  const after = m.window.slice(m.end - m.index);
  const isBacktick = substitution.startsWith('`');
  const isReverseShell = NETCAT_WORD.test(substitution) && EXEC_FLAG.test(substitution);
  if (STRONG_SUBSTITUTION.test(substitution) || isReverseShell || EXFIL_DOMAIN_AFTER.test(after)) return 0.9;
  if (SHELL_ASSIGNMENT_BEFORE.test(m.before)) return 0; // `ARCH=$(uname -m)` is how scripts read values
  if (m.isAtStart || JSON_VALUE_BEFORE.test(m.before) || URL_PARAMETER_BEFORE.test(m.before)) return 0.85;
  // A backtick with spaces on both sides is Markdown inline code, not substitution.
  const isGlued = GLUED_BEFORE.test(m.before) || (isBacktick && GLUED_AFTER.test(after));
  if (isBacktick) return isGlued ? 0.75 : 0;
  return isGlued ? 0.6 : 0.35;
}

// Installers really are piped to a shell (`curl https://sh.rustup.rs | sh`); raw IPs and plain http are not.
function downloadScore(window: string): number {
  if (IP_URL.test(window)) return 0.92;
  if (PLAIN_HTTP_URL.test(window) || TEMP_PATH.test(window)) return 0.85;
  return 0.7;
}

function downloaderScore(m: AnchoredMatch): number {
  if (PIPE_TO_INTERPRETER.test(cutAt(m.window, '\n;&'))) return downloadScore(m.window);
  if (CHMOD_AND_RUN.test(m.window)) return TEMP_PATH.test(m.window) || IP_URL.test(m.window) ? 0.9 : 0.75;
  return 0;
}

function socketShellScore(m: AnchoredMatch): number {
  const anchor = (m.groups[0] ?? '').toLowerCase();
  const w = m.window;
  if (anchor === 'mkfifo') return RELAY_TOOL.test(cutAt(w, '\n')) ? 0.92 : 0;
  if (anchor === 'socat') return SOCAT_EXEC.test(cutAt(w, '\n')) ? 0.92 : 0;
  if (anchor.startsWith('socket')) return CONNECT_CALL.test(w) && SHELL_ON_SOCKET.test(w) ? 0.95 : 0;
  if (anchor.startsWith('use')) return PERL_SOCKET_SHELL.test(w) ? 0.92 : 0;
  if (anchor.startsWith('fsockopen')) return PHP_SOCKET_SHELL.test(w) ? 0.92 : 0;
  if (anchor.startsWith('tcpsocket')) return RUBY_SOCKET_SHELL.test(w) ? 0.9 : 0;
  return GET_STREAM.test(w) && POWERSHELL_EXPRESSION_TEST.test(w) ? 0.95 : 0;
}

/** `bash -i >& /dev/tcp/…`, `0<&196;exec 196<>/dev/tcp/…`: the socket becomes an interactive shell's stdio. */
function isInteractiveRedirect(m: AnchoredMatch): boolean {
  return (
    INTERACTIVE_SHELL.test(m.before.slice(-48)) ||
    EXEC_FD_BEFORE.test(m.before) ||
    STDIO_REDIRECT.test(cutAt(m.window, '\n'))
  );
}

/** `… /bin/sh -i 2>&1 | nc host port`: the command piped into netcat is an interactive shell. */
function isFedByInteractiveShell(before: string): boolean {
  if (!PIPE_BEFORE.test(before)) return false;
  const upstream = before.slice(0, before.lastIndexOf('|'));
  const start = Math.max(upstream.lastIndexOf('|'), upstream.lastIndexOf(';'), upstream.lastIndexOf('\n'));
  return INTERACTIVE_SHELL.test(upstream.slice(start + 1));
}

const RULES: readonly { pattern: RegExp; reason: Reason; score: (m: AnchoredMatch, q: QuoteBreakCheck) => number }[] = [
  { pattern: SEPARATOR, reason: 'SHELL_METACHAR_CHAIN', score: chainScore },
  { pattern: SUBSTITUTION, reason: 'COMMAND_SUBSTITUTION', score: substitutionScore },
  { pattern: DOWNLOADER, reason: 'DOWNLOAD_AND_EXECUTE', score: downloaderScore },
  { pattern: SHELL_OF_DOWNLOAD, reason: 'DOWNLOAD_AND_EXECUTE', score: (m) => downloadScore(m.window) },
  {
    pattern: POWERSHELL_EXPRESSION,
    reason: 'DOWNLOAD_AND_EXECUTE',
    score: (m) => (POWERSHELL_DOWNLOAD.test(m.before) || POWERSHELL_DOWNLOAD.test(m.window) ? 0.92 : 0),
  },
  {
    pattern: LOLBIN,
    reason: 'DOWNLOAD_AND_EXECUTE',
    score: (m) => (LOLBIN_DOWNLOAD.test(cutAt(m.window, '\n')) ? (BITSADMIN.test(m.window) ? 0.7 : 0.88) : 0),
  },
  { pattern: EXEC_OF_DOWNLOAD, reason: 'DOWNLOAD_AND_EXECUTE', score: () => 0.9 },
  {
    pattern: DECODER,
    reason: 'DECODE_AND_EXECUTE',
    score: (m) => (DECODE_COMMAND.test(m.window) && PIPE_TO_INTERPRETER.test(cutAt(m.window, '\n;&')) ? 0.88 : 0),
  },
  {
    pattern: DEV_TCP,
    reason: 'REVERSE_SHELL',
    // `bash -c '</dev/tcp/db/5432'` is a common container health check; with an interactive shell it is not.
    score: (m) => (isInteractiveRedirect(m) ? 0.95 : 0.55),
  },
  {
    pattern: NETCAT,
    reason: 'REVERSE_SHELL',
    score: (m) => (NETCAT_EXEC.test(cutAt(m.window, '\n|;&')) || isFedByInteractiveShell(m.before) ? 0.95 : 0),
  },
  { pattern: SOCKET_ANCHOR, reason: 'REVERSE_SHELL', score: socketShellScore },
  { pattern: PTY_SHELL, reason: 'REVERSE_SHELL', score: () => 0.7 },
  {
    pattern: REMOVE,
    reason: 'DESTRUCTIVE_COMMAND',
    score: (m) => (RECURSIVE_FLAG.test(REMOVE_ROOT.exec(m.window)?.[1] ?? '') ? 0.92 : 0),
  },
  { pattern: FORK_BOMB, reason: 'DESTRUCTIVE_COMMAND', score: () => 0.95 },
  // `dd if=raspios.img of=/dev/sdb` is how SD cards are flashed; from /dev/zero it is a wipe.
  {
    pattern: DISK_DUMP,
    reason: 'DESTRUCTIVE_COMMAND',
    score: (m) => {
      const command = cutAt(m.window, '\n|;&');
      return DUMP_TO_DISK.test(command) ? (WIPE_SOURCE.test(command) ? 0.9 : 0.55) : 0;
    },
  },
  { pattern: WIPE_COMMAND, reason: 'DESTRUCTIVE_COMMAND', score: () => 0.85 },
  { pattern: WINDOWS_DELETE, reason: 'DESTRUCTIVE_COMMAND', score: (m) => (DELETE_DRIVE.test(m.window) ? 0.85 : 0) },
  {
    pattern: POWERSHELL,
    reason: 'ENCODED_POWERSHELL',
    score: (m) => {
      const line = cutAt(m.window, '\n');
      const blob = ENCODED_ARGUMENT.exec(line)?.[1] ?? '';
      return blob.length >= 20 ? 0.92 : HIDDEN_WINDOW.test(line) ? 0.65 : 0;
    },
  },
  {
    pattern: FROM_BASE64,
    reason: 'ENCODED_POWERSHELL',
    score: (m) => (POWERSHELL_EXPRESSION_TEST.test(m.before) || POWERSHELL_EXPRESSION_TEST.test(m.window) ? 0.85 : 0),
  },
  { pattern: INTERPRETER_FLAG, reason: 'INLINE_INTERPRETER', score: (m) => (EXEC_API.test(m.window) ? 0.85 : 0) },
];

/** The whole text (or a decoded payload) is one reconnaissance command line, such as `ls -la /root`. */
function bareCommandScore(text: string): number {
  if (text.length > 4096) return 0;
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 240) return 0;
  const m = BARE_COMMAND_LINE.exec(trimmed.split(FIRST_COMMAND_END)[0] ?? '');
  if (m === null) return 0;
  const command = (m[1] ?? '').toLowerCase();
  const args = (m[2] ?? '').trim();
  if (args === '') return COMMANDS_ALONE.has(command) ? 0.55 : command === 'id' ? 0.45 : 0;
  // `cat is cute`, `find my phone`: an English sentence that starts with a command name.
  const isShellLike =
    COMMANDS_WITH_WORDS.has(command) ||
    (COMMANDS_WITH_PATHS.has(command) && args.split(TOKEN_SPLIT).every((t) => PATH_ARGUMENT.test(t)));
  if (!isShellLike) return 0;
  return SENSITIVE_PATH.test(args) ? 0.8 : 0.55;
}

export const commandInjection = defineDetector<Reason>({
  id: 'sig.command-injection',
  version: 1,
  layer: 'signature',
  directions: BOTH_DIRECTIONS,
  contexts: ALL_CONTEXTS,
  reasons: {
    SHELL_METACHAR_CHAIN: 'a separator (`;`, `|`, `&&`, encoded newline) in a value position, followed by a command',
    COMMAND_SUBSTITUTION: '`$(…)` or backticks running a reconnaissance or network command inside a value',
    DOWNLOAD_AND_EXECUTE:
      'a download piped into a shell or interpreter (`curl … | sh`, `IEX (…).DownloadString`, LOLBins)',
    DECODE_AND_EXECUTE: 'a base64 or hex blob decoded and piped straight into a shell',
    REVERSE_SHELL: 'a shell bound to a network socket (`bash -i >& /dev/tcp/…`, `nc -e`, socket + dup2)',
    DESTRUCTIVE_COMMAND: 'a command that wipes a system (`rm -rf /`, fork bomb, `dd` onto a disk, `format c:`)',
    ENCODED_POWERSHELL: 'PowerShell run with an encoded command or a hidden window, or a decoded script piped into IEX',
    INLINE_INTERPRETER: 'an interpreter one-liner (`python -c`, `perl -e`, `php -r`) that calls a shell or exec API',
    BARE_COMMAND: 'the whole text is a reconnaissance command line (`ls -la`, `whoami`, `cat /etc/passwd`)',
  },
  patterns: [
    ...[SEPARATOR, PAYLOAD_COMMAND, RECON_COMMAND, JSON_VALUE_BEFORE, ADDRESS_BEFORE, URL_PARAMETER_BEFORE],
    ...[
      DIGIT_BEFORE,
      TABLE_CELL,
      VALUE_LINE_BEFORE,
      SUBSTITUTION,
      SUBSTITUTED_COMMAND,
      STRONG_SUBSTITUTION,
      NETCAT_WORD,
    ],
    ...[EXEC_FLAG, SHELL_ASSIGNMENT_BEFORE, EXFIL_DOMAIN_AFTER, GLUED_BEFORE, GLUED_AFTER, DOWNLOADER],
    ...[PIPE_TO_INTERPRETER, CHMOD_AND_RUN, SHELL_OF_DOWNLOAD, IP_URL, PLAIN_HTTP_URL, TEMP_PATH],
    ...[POWERSHELL_EXPRESSION, POWERSHELL_EXPRESSION_TEST, POWERSHELL_DOWNLOAD, LOLBIN, LOLBIN_DOWNLOAD, BITSADMIN],
    ...[EXEC_OF_DOWNLOAD, DECODER, DECODE_COMMAND, DEV_TCP, INTERACTIVE_SHELL, EXEC_FD_BEFORE, STDIO_REDIRECT],
    ...[NETCAT, NETCAT_EXEC, PIPE_BEFORE, SOCKET_ANCHOR, RELAY_TOOL, SOCAT_EXEC, CONNECT_CALL, SHELL_ON_SOCKET],
    ...[PERL_SOCKET_SHELL, PHP_SOCKET_SHELL, RUBY_SOCKET_SHELL, GET_STREAM, PTY_SHELL, REMOVE, REMOVE_ROOT],
    ...[RECURSIVE_FLAG, FORK_BOMB, DISK_DUMP, DUMP_TO_DISK, WIPE_SOURCE, WIPE_COMMAND, WINDOWS_DELETE],
    ...[DELETE_DRIVE, POWERSHELL, ENCODED_ARGUMENT, HIDDEN_WINDOW, FROM_BASE64, INTERPRETER_FLAG, EXEC_API],
    ...[FIRST_COMMAND_END, BARE_COMMAND_LINE, TOKEN_SPLIT, PATH_ARGUMENT, SENSITIVE_PATH],
    ...QUOTE_BREAK_PATTERNS,
  ],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    for (const rule of RULES) {
      const windows = matchWindows(text, rule.pattern, { beforeChars: 96, afterChars: 480 });
      if (windows.length === 0) continue; // most rules on most texts: no check to build
      let count = 0;
      const isQuoteBreak = createQuoteBreakCheck(text.matching); // one per pass: anchors arrive in order
      for (const m of windows) {
        const score = rule.score(m, isQuoteBreak);
        if (score <= 0) continue;
        found.push({ reason: rule.reason, score, span: [m.index, m.end] });
        if (++count >= 32) break; // enough evidence; more adds cost, not information
      }
    }
    for (const part of partTexts(text)) {
      const score = bareCommandScore(part.text);
      if (score > 0) found.push({ reason: 'BARE_COMMAND', score, span: [part.start, part.start + part.text.length] });
    }
    return found;
  },
});
