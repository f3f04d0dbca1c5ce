/**
 * `cloudflare:workers` outside workerd, for tools that only read the API's declarations in Node
 * (the OpenAPI document): the Durable Object class is never constructed there.
 */
export class DurableObject {}
