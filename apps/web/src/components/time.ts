import dayjs from 'dayjs';

/** Date and time as the console lists show it. Kept apart from paged.tsx so a caller outside a list (the notification bell in the frame) does not pull antd's Table into its chunk. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '';
}
