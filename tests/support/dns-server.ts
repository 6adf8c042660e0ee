import dns2 from 'dns2';

/**
 * A real DNS server on 127.0.0.1 (UDP) that answers TXT questions from records a test sets, and
 * NXDOMAIN for every other name: what the server's resolver asks when DNS_SERVERS points here.
 */
export type TestDnsServer = {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  setTxt: (name: string, values: string[]) => void;
  removeTxt: (name: string) => void;
  close: () => Promise<void>;
};

const NXDOMAIN = 3;

/** `port` 0 takes a free one; the browser tests name a fixed one, which their server was told. */
export async function startDnsServer(port = 0): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? records.get(question.name.toLowerCase()) : undefined;
      if (question && values && question.type === dns2.Packet.TYPE.TXT) {
        for (const data of values) {
          response.answers.push(dns2.Packet.createResourceFromQuestion(question, { ttl: 1, data }));
        }
      } else if (!values) {
        response.header.rcode = NXDOMAIN;
      }
      void send(response);
    },
  });
  const addresses = await server.listen({ udp: { port, address: '127.0.0.1' } });
  return {
    address: `127.0.0.1:${addresses.udp?.port ?? 0}`,
    setTxt: (name, values) => records.set(name.toLowerCase(), values),
    removeTxt: (name) => records.delete(name.toLowerCase()),
    close: () => server.close(),
  };
}
