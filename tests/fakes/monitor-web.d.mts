export const TOLERANCE_S: number;
export interface DeliveryCheck {
  secret: string;
  timestamp: string;
  signature: string;
  body: string;
  now_s: number;
}
export function verifyDelivery(input: DeliveryCheck): { ok: boolean; why?: string };
export function productPage(name: string, o?: { price?: string; currency?: string }): string;
export interface MonitorWeb {
  url: string;
  close(): Promise<void>;
}
export function startMonitorWeb(o?: { port?: number; host?: string; unref?: boolean }): Promise<MonitorWeb>;
