/** The Upgrade link carries the user's email and first and last name as query parameters (spec section 1). */
export function buildUpgradeUrl(base: string, user: { email: string; first_name: string; last_name: string } | null): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return base;
  }
  if (user) {
    url.searchParams.set('email', user.email);
    url.searchParams.set('first_name', user.first_name);
    url.searchParams.set('last_name', user.last_name);
  }
  return url.toString();
}
