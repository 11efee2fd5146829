import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket, { type Answer, type Question } from 'dns-packet';

/** The records of one name, as a coach would set them at her DNS provider. */
export type FakeRecords = {
  A?: string[];
  AAAA?: string[];
  CNAME?: string;
  /** Each TXT record as its strings (one string for most; a long value may be split). */
  TXT?: string[][];
};

export type FakeDnsServer = {
  /** `127.0.0.1:{port}`, as Resolver.setServers takes it. */
  server: string;
  /** Replaces a name's records (undefined: the name no longer exists). */
  set: (name: string, records: FakeRecords | undefined) => void;
  /** Every name asked about, in order, lower case. */
  readonly asked: readonly string[];
  close: () => Promise<void>;
};

const NXDOMAIN = 3;
const SERVFAIL = 2;

function answersFor(question: Question, records: FakeRecords): Answer[] {
  const base = { name: question.name, class: 'IN' as const, ttl: 0 };
  const { type } = question;
  if (records.CNAME && type !== 'TXT') {
    return [{ ...base, type: 'CNAME', data: records.CNAME }];
  }
  if (type === 'A') return (records.A ?? []).map((data) => ({ ...base, type, data }));
  if (type === 'AAAA') return (records.AAAA ?? []).map((data) => ({ ...base, type, data }));
  if (type === 'TXT') return (records.TXT ?? []).map((data) => ({ ...base, type, data }));
  return [];
}

/**
 * An authoritative DNS server on 127.0.0.1 (UDP) for the names a test sets, answering as a DNS
 * provider does: the records of a known name, an empty answer for a type it lacks, NXDOMAIN for
 * an unknown name. Or, as a server in trouble: `silent` reads every question and never answers,
 * `servfail` answers each with SERVFAIL (a provider whose own servers are failing).
 */
export async function startFakeDnsServer(
  options: { behaviour?: 'answers' | 'silent' | 'servfail' } = {},
): Promise<FakeDnsServer> {
  const zone = new Map<string, FakeRecords>();
  const asked: string[] = [];
  const socket = createSocket('udp4');
  socket.on('message', (message: Buffer, from: RemoteInfo) => {
    const query = dnsPacket.decode(message);
    const questions = query.questions ?? [];
    for (const question of questions) asked.push(question.name.toLowerCase());
    if (options.behaviour === 'silent') return;
    const question = questions[0];
    const records = question ? zone.get(question.name.toLowerCase()) : undefined;
    const missing = question && !records ? NXDOMAIN : 0;
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags:
        dnsPacket.AUTHORITATIVE_ANSWER | (options.behaviour === 'servfail' ? SERVFAIL : missing),
      questions,
      answers: question && records ? answersFor(question, records) : [],
    });
    socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    set: (name, records) => {
      if (records) zone.set(name.toLowerCase(), records);
      else zone.delete(name.toLowerCase());
    },
    asked,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
