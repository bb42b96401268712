import { siteReleasesOf } from '../../supabase/functions/_shared/contracts/site-releases.ts';

// The web-vitals beacon accepts only releases the database knows (register_site_releases), so
// whatever publishes a /remotes.json registers its releases first: `npm run deploy` before it
// uploads the pointers (a step of its plan), the local shell server before it answers.

export const REGISTER_PATH = '/rest/v1/rpc/register_site_releases';

/** The body of register_site_releases for a /remotes.json. */
export const registrationBody = (remotesList) => JSON.stringify({ p_releases: siteReleasesOf(remotesList) });

/**
 * Registers a /remotes.json's releases with a Supabase API as the service; throws with the answer
 * when refused.
 * @param {{ apiUrl: string, serviceRoleKey: string }} backend
 */
export async function registerSiteReleases({ apiUrl, serviceRoleKey }, remotesList) {
  const response = await fetch(`${apiUrl}${REGISTER_PATH}`, {
    method: 'POST',
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
    body: registrationBody(remotesList),
  });
  if (!response.ok) throw new Error(`register_site_releases answered ${response.status}: ${await response.text()}`);
}
