/** The bot-check service of SPEC §7: Google reCAPTCHA v2, loaded only when a site key is configured. */
export interface Grecaptcha {
  render(container: HTMLElement, parameters: { sitekey: string; hl?: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onCesaRecaptchaLoad?: () => void;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?onload=onCesaRecaptchaLoad&render=explicit';

let loading: Promise<Grecaptcha> | null = null;

/** Adds the script once; every widget waits on the same promise. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onCesaRecaptchaLoad = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA did not load')));
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('reCAPTCHA could not be downloaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
