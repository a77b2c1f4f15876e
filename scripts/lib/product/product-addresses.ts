/** Where the product answers once started on these ports. */
export interface ProductAddresses {
  /** http://127.0.0.1:<apiPort> */
  apiOrigin: string;
  /** The api with its global prefix: http://127.0.0.1:<apiPort>/api */
  apiUrl: string;
  dashboardUrl: string;
}

export function productAddresses(apiPort: number, dashboardPort: number): ProductAddresses {
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  return { apiOrigin, apiUrl: `${apiOrigin}/api`, dashboardUrl: `http://127.0.0.1:${dashboardPort}` };
}
