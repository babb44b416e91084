import { useEffect } from 'react';
import { create } from 'zustand';

export interface Breadcrumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

interface BreadcrumbState {
  items: Breadcrumb[];
  setItems: (items: Breadcrumb[]) => void;
}

export const useBreadcrumbStore = create<BreadcrumbState>((set) => ({
  items: [],
  setItems: (items) => set({ items }),
}));

/** A page declares its trail (Home > state > city > listing); the shell shows it. */
export function useBreadcrumbs(items: Breadcrumb[]): void {
  const key = JSON.stringify(items);
  useEffect(() => {
    useBreadcrumbStore.getState().setItems(JSON.parse(key) as Breadcrumb[]);
    return () => useBreadcrumbStore.getState().setItems([]);
  }, [key]);
}
