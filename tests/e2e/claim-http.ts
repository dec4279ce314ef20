/**
 * The key claim over plain HTTP (no browser), for load tests: an agent opens a claim, a human
 * signs in at the dev issuer, enters the code and approves, the agent collects its key. Every
 * request carries the caller's simulated client IP (the stack runs with SVC_TRUST_CLIENT_IP_HEADER).
 */
export const PLATFORM = "http://127.0.0.1:8792";

export interface Sent {
  status: number;
  url: string;
}

/** A tiny browser: one cookie jar, redirects followed by hand so cookies set on the way are kept. */
class HttpBrowser {
  private jar = new Map<string, string>();
  constructor(
    private ip: string,
    private log: Sent[],
  ) {}

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<{ res: Response; text: string; url: string }> {
    let target = url;
    let method = init.method ?? "GET";
    let body: string | undefined = init.form ? new URLSearchParams(init.form).toString() : undefined;
    for (let hop = 0; hop < 8; hop++) {
      const host = new URL(target).host;
      const headers: Record<string, string> = { "CF-Connecting-IP": this.ip };
      const cookie = this.cookieHeader(host);
      if (cookie) headers.Cookie = cookie;
      if (body !== undefined) headers["Content-Type"] = "application/x-www-form-urlencoded";
      const res = await fetch(target, { method, headers, body, redirect: "manual" });
      this.log.push({ status: res.status, url: target });
      // Node's Headers has getSetCookie(); the repo's types are workerd's, which lack it.
      for (const line of (res.headers as unknown as { getSetCookie(): string[] }).getSetCookie()) this.store(host, line);
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        await res.arrayBuffer();
        target = new URL(location, target).toString();
        method = "GET";
        body = undefined;
        continue;
      }
      return { res, text: await res.text(), url: target };
    }
    throw new Error(`too many redirects from ${url}`);
  }

  private store(host: string, line: string) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    const key = `${host}\n${name}`;
    if (value === "" || /max-age=0/i.test(line)) this.jar.delete(key);
    else this.jar.set(key, value);
  }

  private cookieHeader(host: string): string {
    return [...this.jar].filter(([k]) => k.startsWith(`${host}\n`)).map(([k, v]) => `${k.split("\n")[1]}=${v}`).join("; ");
  }
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) fields[m[1]!] = m[2]!.replaceAll("&amp;", "&");
  return fields;
}

/** Opens a claim, approves it as a freshly signed-in human and returns the delivered key. */
export async function claimAndApprove(ip: string, log: Sent[]): Promise<string> {
  const claimRes = await fetch(`${PLATFORM}/api/agent/claim`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ agent_name: "load agent", agent_platform: "e2e" }),
  });
  log.push({ status: claimRes.status, url: "claim" });
  const claim = (await claimRes.json()) as { claim_id: string; device_code: string; user_code: string };

  const human = new HttpBrowser(ip, log);
  const signIn = await human.request(`${PLATFORM}/auth/login?next=${encodeURIComponent(`/activate?code=${claim.user_code}`)}`);
  const issuerForm = { ...hiddenFields(signIn.text), email: `load-${ip}@example.com`, action: "sign_in" };
  const codePage = await human.request(new URL("/authorize", signIn.url).toString(), { method: "POST", form: issuerForm });
  const approvePage = await human.request(`${PLATFORM}/activate`, { method: "POST", form: { csrf: hiddenFields(codePage.text).csrf ?? "", user_code: claim.user_code } });
  await human.request(`${PLATFORM}/activate/approve`, { method: "POST", form: { csrf: hiddenFields(approvePage.text).csrf ?? "", decision: "approve" } });

  const tokenRes = await fetch(`${PLATFORM}/api/agent/claim/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ claim_id: claim.claim_id, device_code: claim.device_code }),
  });
  log.push({ status: tokenRes.status, url: "claim/token" });
  const token = (await tokenRes.json()) as { api_key?: string };
  if (!token.api_key) throw new Error(`approval did not deliver a key (token poll ${tokenRes.status})`);
  return token.api_key;
}
