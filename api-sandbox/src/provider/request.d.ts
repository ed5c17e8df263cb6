import type { ProviderCaller } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    providerCaller?: ProviderCaller;
  }
}
