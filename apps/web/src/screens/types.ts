import type { ComponentType } from 'react';

/** Props every screen receives: the route's parameters (list type, detail page, report mode…). */
export interface ScreenProps {
  routeName: string;
  params: Readonly<Record<string, string>>;
}

/** A screen as the route table places it; the registry keeps most of them as lazy chunks. */
export type Screen = ComponentType<ScreenProps>;
