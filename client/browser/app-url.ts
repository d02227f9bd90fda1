/** Where 'Get the app' leads: the brand's app landing page, which sends each device to its store. */
export function appDownloadUrl(brandDomain: string): string {
  return `https://${brandDomain}/app/`;
}
