import { useEffect, useState } from 'react';

export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Adds a third-party script once per URL and reports when it has loaded. */
export function useScript(src: string | null): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>(src ? 'loading' : 'idle');
  useEffect(() => {
    if (!src) return setStatus('idle');
    let script = document.querySelector<HTMLScriptElement>(`script[src="${CSS.escape(src)}"]`);
    if (script?.dataset.status === 'ready') return setStatus('ready');
    if (!script) {
      script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.dataset.status = 'loading';
      document.head.appendChild(script);
    }
    const el = script;
    const onLoad = () => {
      el.dataset.status = 'ready';
      setStatus('ready');
    };
    const onError = () => {
      el.dataset.status = 'error';
      setStatus('error');
    };
    if (el.dataset.status === 'error') return setStatus('error');
    setStatus('loading');
    el.addEventListener('load', onLoad);
    el.addEventListener('error', onError);
    return () => {
      el.removeEventListener('load', onLoad);
      el.removeEventListener('error', onError);
    };
  }, [src]);
  return status;
}
