import { smsMessagesUrl, type SystemSettings } from '@stockyard/domain';

const REQUEST_TIMEOUT_MS = 15_000;

export type GatewayAnswer = { ok: true; sid: string | null } | { ok: false; status: number | null; error: string };

/**
 * One text through a gateway speaking Twilio's Messages API: a form post of To, From and Body to
 * {gateway}/2010-04-01/Accounts/{AccountSid}/Messages.json, with HTTP basic auth AccountSid:AuthToken.
 * Twilio answers 201 with the message (its `sid`), or an error object with a `message`.
 */
export async function postSms(settings: SystemSettings, to: string, body: string): Promise<GatewayAnswer> {
  const credentials = Buffer.from(`${settings.sms_account_sid}:${settings.sms_auth_token}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(smsMessagesUrl(settings.sms_gateway_url, settings.sms_account_sid), {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: settings.sms_sender, Body: body }),
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    return { ok: false, status: null, error: `The SMS gateway could not be reached (${reason})` };
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's error page): the status and the start of the text say enough.
  }
  if (response.ok) return { ok: true, sid: typeof json.sid === 'string' ? json.sid : null };
  const said = typeof json.message === 'string' ? json.message : text.slice(0, 200).trim();
  const code = typeof json.code === 'number' || typeof json.code === 'string' ? ` (code ${json.code})` : '';
  return {
    ok: false,
    status: response.status,
    error: `The SMS gateway answered ${response.status}${said ? `: ${said}` : ''}${code}`.slice(0, 500),
  };
}
