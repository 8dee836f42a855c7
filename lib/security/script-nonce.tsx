'use client';
/**
 * The page's script nonce for client components that render a <script> (next-themes' colour-mode
 * script, the player's early hls.js). On the server it is the render nonce, which the portal server
 * swaps for the response's own, in the markup and in the payload alike (lib/security/render-nonce.ts).
 */
import { createContext, useContext, type ReactNode } from 'react';

const ScriptNonceContext = createContext<string | undefined>(undefined);

export function ScriptNonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <ScriptNonceContext.Provider value={nonce}>{children}</ScriptNonceContext.Provider>;
}

export const useScriptNonce = () => useContext(ScriptNonceContext);
